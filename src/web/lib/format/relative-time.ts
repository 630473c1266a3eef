import { dateTimeFormat } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'
import { i18n } from '@web/i18n/i18n'

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

/**
 * "2 days ago", "yesterday", "il y a 3 heures", "vorgestern": the largest unit that fits. Under a
 * minute, what each language says of a moment ago ("à l’instant", "gerade eben"), where Intl says
 * "now" ("maintenant", "jetzt"), which reads wrongly after "Sent".
 */
export function formatRelativeTime(
  date: Date | string,
  language: UiLanguage,
  now: Date = new Date(),
): string {
  const seconds = (new Date(date).getTime() - now.getTime()) / 1000
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit)
  }
  return (
    i18n.getFixedT(language, 'common')('time.justNow', { defaultValue: '' }) || format.format(0, 'second')
  )
}

/** The full date and time in Luxembourg, for a tooltip or a `<time>` title next to a relative date. */
export function formatDateTime(date: Date | string, language: UiLanguage): string {
  return dateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Luxembourg',
  }).format(new Date(date))
}
