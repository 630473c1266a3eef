import { describe, expect, it } from 'vitest'
import {
  formatClockTime,
  formatPeriod,
  luxembourgClock,
  type OpeningHours,
  openingWeek,
  openNow,
} from './opening-hours'

const WEEKDAY: Array<[string, string]> = [
  ['08:00', '12:00'],
  ['13:00', '18:00'],
]
const HOURS: OpeningHours = [WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, WEEKDAY, [['09:00', '12:00']], []]
/** Spaces Intl puts around the dash vary (thin, narrow no-break): compare them as plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ')

describe('luxembourgClock', () => {
  it('reads the weekday and time in Luxembourg, not in the visitor’s time zone', () => {
    // Wednesday 25 November 2026, 23:30 UTC is already Thursday 00:30 in Luxembourg (UTC+1).
    expect(luxembourgClock(new Date('2026-11-25T23:30:00Z'))).toEqual({ weekday: 3, minutes: 30 })
    // Summer time: 10:15 UTC on Sunday 5 July 2026 is 12:15 in Luxembourg (UTC+2).
    expect(luxembourgClock(new Date('2026-07-05T10:15:00Z'))).toEqual({ weekday: 6, minutes: 735 })
  })
})

describe('openingWeek', () => {
  const monday = new Date('2026-11-23T09:00:00Z')

  it('starts on Monday, in the interface language, and flags today', () => {
    const week = openingWeek(HOURS, 'fr', monday)
    expect(week.map((day) => day.name)).toEqual([
      'lundi',
      'mardi',
      'mercredi',
      'jeudi',
      'vendredi',
      'samedi',
      'dimanche',
    ])
    expect(week.filter((day) => day.isToday).map((day) => day.weekday)).toEqual([0])
    expect(openingWeek(HOURS, 'de', new Date('2026-11-29T12:00:00Z'))[6]).toMatchObject({
      name: 'Sonntag',
      isToday: true,
      closed: true,
      periods: [],
    })
  })

  it('formats each period for the language', () => {
    const [mondayHours] = openingWeek(HOURS, 'de', monday)
    expect(mondayHours?.periods.map(plain)).toEqual(['08:00–12:00 Uhr', '13:00–18:00 Uhr'])
    expect(plain(formatPeriod(['08:00', '12:00'], 'fr'))).toBe('08:00 – 12:00')
    expect(plain(formatPeriod(['08:00', '12:00'], 'en'))).toBe('08:00–12:00')
    expect(openingWeek(HOURS, 'en', monday)[5]?.closed).toBe(false)
  })
})

describe('openNow', () => {
  it('is open inside a period and says until when', () => {
    // Monday 10:00 in Luxembourg.
    expect(openNow(HOURS, new Date('2026-11-23T09:00:00Z'))).toEqual({ open: true, until: '12:00' })
  })

  it('is closed over lunch, at closing time and on closed days', () => {
    expect(openNow(HOURS, new Date('2026-11-23T11:30:00Z'))).toEqual({ open: false })
    expect(openNow(HOURS, new Date('2026-11-23T17:00:00Z'))).toEqual({ open: false })
    expect(openNow(HOURS, new Date('2026-11-29T10:00:00Z'))).toEqual({ open: false })
  })
})

describe('formatClockTime', () => {
  it('uses the 24-hour clock in every language, English included, as in Luxembourg', () => {
    expect(plain(formatClockTime('18:00', 'en'))).toBe('18:00')
    expect(formatClockTime('18:00', 'fr')).toBe('18:00')
  })
})
