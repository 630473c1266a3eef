import type { UiLanguage } from '@shared/i18n/languages'

/** A rating with one decimal in the interface language: 4.9, 4,9. */
export function formatRating(rating: number, language: UiLanguage): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rating,
  )
}

/** A distance in km with one decimal below 10 km and none above: 3,4 · 27. */
export function formatDistance(km: number, language: UiLanguage): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)
}

/** A whole percentage: 58 %, 58%. */
export function formatPercent(percent: number, language: UiLanguage): string {
  return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100)
}

/** A date such as "20 October 2023" in the interface language, as it was in Luxembourg. */
export function formatLongDate(date: string, language: UiLanguage): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Luxembourg' }).format(
    new Date(date),
  )
}
