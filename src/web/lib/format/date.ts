import { dateTimeFormat } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'

/** A calendar day (yyyy-mm-dd) in the UI language, read as that day wherever the browser is. */
export function formatDay(isoDay: string, language: UiLanguage): string {
  const date = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`)
  if (Number.isNaN(date.getTime())) return isoDay
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date)
}

/** A moment as the date it was in Luxembourg, such as "20 October 2023", in the interface language. */
export function formatLongDate(date: string, language: UiLanguage): string {
  return dateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Luxembourg' }).format(new Date(date))
}

/** A moment in a table: "25/11/2026, 14:05" (Luxembourg time), in the interface language. */
export function formatShortDateTime(date: string | Date, language: UiLanguage): string {
  return dateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Luxembourg',
  }).format(new Date(date))
}

/** A time of day: "14:05" as it was in Luxembourg, wherever the browser is. */
export function formatTime(date: string | Date | number, language: UiLanguage): string {
  return dateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Luxembourg',
  }).format(new Date(date))
}

/** A day in a table: "25/11/2026" (the day it was in Luxembourg). */
export function formatShortDate(date: string | Date, language: UiLanguage): string {
  return dateTimeFormat(language, { dateStyle: 'short', timeZone: 'Europe/Luxembourg' }).format(
    new Date(date),
  )
}
