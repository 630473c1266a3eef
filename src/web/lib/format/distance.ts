import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'

/** A distance in km to the tenth, in the reader's format: 3,4 · 27,6 (fr/de), 27.6 (en). */
export function formatDistance(km: number, language: UiLanguage): string {
  return formatNumber(km, language, { maximumFractionDigits: 1 })
}
