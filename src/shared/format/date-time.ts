import { DATE_LOCALE } from '@shared/i18n/date-locale'
import type { AssistantLanguage } from '@shared/i18n/languages'

const formats = new Map<string, Intl.DateTimeFormat>()

/**
 * The one Intl.DateTimeFormat of LuxPro (web app, emails, PDFs, the assistant's texts), per language
 * and options, kept (making one costs about a hundred times what formatting with it does): dates and
 * times as written in Luxembourg.
 */
export function dateTimeFormat(
  language: AssistantLanguage,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALE[language], options)
    formats.set(key, format)
  }
  return format
}
