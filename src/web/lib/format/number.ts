import type { UiLanguage } from '@shared/i18n/languages'

/**
 * Numbers as the interface language writes them: the one place the web app calls Intl.NumberFormat
 * (money has its own rules in ./money). Every function takes the interface language (useUiLanguage).
 */

/** A plain number: 15,000 · 15 000 · 15.000; `options` for the rare other shape (units, fractions). */
export function formatNumber(
  value: number,
  language: UiLanguage,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(language, options).format(value)
}

/** A rating with one decimal: 4.9, 4,9, 5,0. */
export function formatRating(rating: number, language: UiLanguage): string {
  return formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

/** A distance in km with one decimal below 10 km and none above: 3,4 · 27. */
export function formatDistance(km: number, language: UiLanguage): string {
  return formatNumber(km, language, { maximumFractionDigits: km < 10 ? 1 : 0 })
}

/** A whole percentage: 58 %, 58%. */
export function formatPercent(percent: number, language: UiLanguage): string {
  return formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits: 0 })
}

/** A file size in kB below a megabyte, in MB above: 12.5 kB, 1,2 MB. */
export function formatFileSize(bytes: number, language: UiLanguage): string {
  const megabytes = bytes >= 1_048_576
  return formatNumber(megabytes ? bytes / 1_048_576 : Math.max(bytes / 1024, 0.1), language, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  })
}
