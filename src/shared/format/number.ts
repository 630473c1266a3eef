import type { AssistantLanguage } from '@shared/i18n/languages'

/**
 * Numbers as the interface language writes them: the one place LuxPro calls Intl.NumberFormat, for
 * the web app and for the server's texts, emails and PDFs (money has its own rules in ./money).
 * Every function takes the interface language, or one of the assistant's languages for its replies
 * (Portuguese as written in Portugal and Luxembourg, not Brazil's "R$"-style grouping).
 */

const NUMBER_LOCALE: Partial<Record<AssistantLanguage, string>> = { pt: 'pt-PT' }

const formats = new Map<string, Intl.NumberFormat>()

/**
 * One Intl.NumberFormat per language and options, kept: making one costs about a hundred times
 * what formatting with it does, and a page of results formats a few hundred numbers.
 */
export function numberFormat(
  language: AssistantLanguage,
  options?: Intl.NumberFormatOptions,
): Intl.NumberFormat {
  const key = `${language}|${options ? JSON.stringify(options) : ''}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[language] ?? language, options)
    formats.set(key, format)
  }
  return format
}

/** A plain number: 15,000 · 15 000 · 15.000; `options` for the rare other shape (units, fractions). */
export function formatNumber(
  value: number,
  language: AssistantLanguage,
  options?: Intl.NumberFormatOptions,
): string {
  // A whole number under 1,000 reads the same in every interface language (Latin digits, nothing to
  // group). Answered without Intl: the page's first Intl.NumberFormat costs tens of milliseconds of
  // one task (the browser builds its locale tables), and a page that only counts need not pay it.
  if (!options && Number.isInteger(value) && value >= 0 && value < 1000) return String(value)
  return numberFormat(language, options).format(value)
}

/** A rating with one decimal: 4.9, 4,9, 5,0. */
export function formatRating(rating: number, language: AssistantLanguage): string {
  return formatNumber(rating, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
}

/** A whole percentage: 58 %, 58%. */
export function formatPercent(percent: number, language: AssistantLanguage): string {
  return formatNumber(percent / 100, language, { style: 'percent', maximumFractionDigits: 0 })
}
