import type { UiLanguage } from '@shared/i18n/languages'
import { formatNumber } from './number'

/** A distance in km with one decimal below 10 km and none above: 3,4 · 27. */
export function formatDistance(km: number, language: UiLanguage): string {
  return formatNumber(km, language, { maximumFractionDigits: km < 10 ? 1 : 0 })
}
