import { dateTimeFormat } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'

export type OpeningHours = NonNullable<ProviderProfile['openingHours']>

/** Providers work in Luxembourg: "today" and "open now" are Luxembourg time, wherever the visitor is. */
const PROVIDER_TIME_ZONE = 'Europe/Luxembourg'
/** 1 January 2024 was a Monday: a fixed week to read localized weekday names from. */
const A_MONDAY = Date.UTC(2024, 0, 1)
const DAY_MS = 86_400_000

export interface OpeningDay {
  /** 0 = Monday … 6 = Sunday. */
  weekday: number
  name: string
  /** Each opening period, formatted in the interface language ("08:00–12:00", "08:00 – 12:00"). */
  periods: string[]
  closed: boolean
  isToday: boolean
}

const minutesOf = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

const clockTime = (time: string) => new Date(A_MONDAY + minutesOf(time) * 60_000)

const LUXEMBOURG_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: PROVIDER_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The weekday (0 = Monday) and minutes since midnight at `now`, in Luxembourg. */
export function luxembourgClock(now: Date): { weekday: number; minutes: number } {
  const parts = LUXEMBOURG_CLOCK.formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday'))
  return { weekday, minutes: Number(part('hour')) * 60 + Number(part('minute')) }
}

const weekdayNamesByLanguage = new Map<UiLanguage, readonly string[]>()

/** Weekday names in the interface language, Monday first. */
export function weekdayNames(language: UiLanguage): readonly string[] {
  let names = weekdayNamesByLanguage.get(language)
  if (!names) {
    const format = dateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' })
    names = Array.from({ length: 7 }, (_, day) => format.format(new Date(A_MONDAY + day * DAY_MS)))
    weekdayNamesByLanguage.set(language, names)
  }
  return names
}

/**
 * ICU versions disagree on the spaces in a time (thin, narrow no-break or plain): the server's
 * HTML and the hydrating browser must write the same text, so both get plain ones.
 */
const evenSpaces = (text: string) => text.replace(/\s+/g, ' ')

/**
 * Periods already written, by language and times: formatRange costs far more than a format, and a
 * provider's page writes the same few periods on every render (on the server, for every visitor).
 */
const periods = new Map<string, string>()
const PERIODS_KEPT = 2_000

/** One opening period, e.g. ["08:00", "12:00"] → "08:00–12:00" in English, "08:00 – 12:00" in French. */
export function formatPeriod([open, close]: [string, string], language: UiLanguage): string {
  const key = `${language}|${open}|${close}`
  let text = periods.get(key)
  if (text === undefined) {
    const format = dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })
    text = evenSpaces(format.formatRange(clockTime(open), clockTime(close)))
    if (periods.size >= PERIODS_KEPT) periods.clear()
    periods.set(key, text)
  }
  return text
}

/** The week as the profile shows it: Monday first, closed days marked, today (in Luxembourg) flagged. */
export function openingWeek(hours: OpeningHours, language: UiLanguage, now: Date): OpeningDay[] {
  const names = weekdayNames(language)
  const today = luxembourgClock(now).weekday
  return names.map((name, weekday) => {
    const periods = hours[weekday] ?? []
    return {
      weekday,
      name,
      periods: periods.map((period) => formatPeriod(period, language)),
      closed: periods.length === 0,
      isToday: weekday === today,
    }
  })
}

/** Whether the business is open at `now` (Luxembourg time) and, if so, until when ("HH:MM"). */
export function openNow(hours: OpeningHours, now: Date): { open: true; until: string } | { open: false } {
  const { weekday, minutes } = luxembourgClock(now)
  const current = (hours[weekday] ?? []).find(
    ([open, close]) => minutesOf(open) <= minutes && minutes < minutesOf(close),
  )
  return current ? { open: true, until: current[1] } : { open: false }
}

/** A single "HH:MM" time in the interface language ("18:00" in every language). */
export function formatClockTime(time: string, language: UiLanguage): string {
  return evenSpaces(
    dateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(clockTime(time)),
  )
}
