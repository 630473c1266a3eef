const LOCALES: Record<string, string> = { en: 'en-IE', fr: 'fr-LU', de: 'de-LU' }

/** UI.md: €1,234.50 in English, 1 234,50 € in French and German. */
export function formatEuro(amount: number, language: string) {
  return new Intl.NumberFormat(LOCALES[language] ?? 'en-IE', { style: 'currency', currency: 'EUR' }).format(
    amount,
  )
}
