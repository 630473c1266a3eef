import { formatMoney, formatMoneyRange } from '@shared/format/money'
import type { UiLanguage } from '@shared/i18n/languages'

/**
 * Cents as euros in an email or a PDF, as the app writes money (docs/ui-guidelines.md: "€1,234.50",
 * "1 234,50 €") with plain spaces, which every mail client and the PDF's standard fonts have. `wholeEuros` drops ",00".
 */
export function formatMoneyPlain(cents: number, language: UiLanguage, { wholeEuros = false } = {}): string {
  return formatMoney(cents / 100, language, { cents: !wholeEuros }).replace(/[\u00a0\u202f]/g, ' ')
}

/** Euros from `low` to `high` in an email, as the app writes ranges ("€1,500 – €3,000", "1 500 – 3 000 €"). */
export function formatEuroRangePlain(low: number, high: number, language: UiLanguage): string {
  return formatMoneyRange(low, high, language).replace(/[\u00a0\u202f]/g, ' ')
}
