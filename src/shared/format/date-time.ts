import { DATE_LOCALE } from '@shared/i18n/date-locale'
import type { AssistantLanguage } from '@shared/i18n/languages'

const formats = new Map<string, Intl.DateTimeFormat>()

/** Whether a format writes the month as a word: French then writes the first of the month "1er". */
function namesTheMonth(options: Intl.DateTimeFormatOptions): boolean {
  return (
    options.dateStyle === 'long' ||
    options.dateStyle === 'full' ||
    options.month === 'long' ||
    options.month === 'short'
  )
}

/**
 * French writes the first day of a month as an ordinal: "1er décembre 2026", "le 1er mars". Intl
 * writes "1 décembre", so the day part is rewritten wherever a format names the month.
 */
class FrenchDateTimeFormat extends Intl.DateTimeFormat {
  override format = (date?: Date | number): string =>
    this.formatToParts(date)
      .map((part) => part.value)
      .join('')

  override formatToParts(date?: Date | number): Intl.DateTimeFormatPart[] {
    return super
      .formatToParts(date)
      .map((part) => (part.type === 'day' && /^0?1$/.test(part.value) ? { ...part, value: '1er' } : part))
  }
}

/**
 * The one Intl.DateTimeFormat of LuxPro (web app, emails, PDFs, the assistant's texts), per language
 * and options, kept (making one costs about a hundred times what formatting with it does): dates and
 * times as written in Luxembourg, the first of the month in French as "1er".
 */
export function dateTimeFormat(
  language: AssistantLanguage,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format =
      language === 'fr' && namesTheMonth(options)
        ? new FrenchDateTimeFormat(DATE_LOCALE[language], options)
        : new Intl.DateTimeFormat(DATE_LOCALE[language], options)
    formats.set(key, format)
  }
  return format
}

/** Luxembourg's calendar day, kept like the formats above (counting a search appearance asks for it). */
const LUXEMBOURG_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Luxembourg',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day it is in Luxembourg at `now`, as YYYY-MM-DD: the day validity, periods and counts are judged on. */
export const luxembourgToday = (now: Date = new Date()): string => LUXEMBOURG_DAY.format(now)
