import type { UiLanguage } from '@shared/i18n/languages'

const LOCALE: Record<UiLanguage, string> = { en: 'en-GB', fr: 'fr-LU', de: 'de-LU' }

/**
 * Cents as euros in an email or a PDF, as UI.md writes money: "€1,234.50", "1 234,50 €" (fr and de
 * group thousands with a space, where Intl's fr-LU and de-LU put a dot). `wholeEuros` drops ",00".
 */
export function formatMoneyPlain(cents: number, language: UiLanguage, { wholeEuros = false } = {}): string {
  const digits = wholeEuros && cents % 100 === 0 ? 0 : 2
  return new Intl.NumberFormat(LOCALE[language], {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
    .formatToParts(cents / 100)
    .map((part) => (part.type === 'group' && language !== 'en' ? ' ' : part.value))
    .join('')
    .replace(/[\u00a0\u202f]/g, ' ')
}
