import type { UiLanguage } from '@shared/i18n/languages'
import { formatMoney } from '@web/lib/format/money'

/** Quote amounts, always with cents: €1,234.50 in English, 1 234,50 € in French and German (UI.md). */
export function formatEuro(amount: number, language: string) {
  return formatMoney(amount, (['fr', 'de'].includes(language) ? language : 'en') as UiLanguage, {
    cents: true,
  })
}
