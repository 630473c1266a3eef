import { describe, expect, it } from 'vitest'
import { formatDay, formatLongDate, formatShortDate, formatShortDateTime, formatTime } from './date'

describe('date formats', () => {
  it('writes long dates as they were in Luxembourg', () => {
    expect(formatLongDate('2023-10-20T12:00:00.000Z', 'en')).toBe('20 October 2023')
    expect(formatLongDate('2023-10-20T12:00:00.000Z', 'de')).toBe('20. Oktober 2023')
  })

  it('reads a calendar day as that day, and leaves anything else as it is', () => {
    expect(formatDay('2026-12-31', 'en')).toBe('31 December 2026')
    expect(formatDay('2026-12-31', 'fr')).toBe('31 décembre 2026')
    expect(formatDay('soon', 'en')).toBe('soon')
  })

  it('writes English day first on the 24-hour clock, as in Luxembourg, not the American way', () => {
    expect(formatShortDateTime('2026-11-25T13:05:00Z', 'en')).toBe('25/11/2026, 14:05')
    expect(formatShortDate('2026-11-25T23:30:00Z', 'en')).toBe('26/11/2026')
    expect(formatShortDateTime('2026-11-25T13:05:00Z', 'fr')).toBe('25/11/2026 14:05')
    expect(formatShortDateTime('2026-11-25T13:05:00Z', 'de')).toBe('25.11.26, 14:05')
  })

  it('writes a time of day as it was in Luxembourg, like the dates beside it', () => {
    // 03:32 UTC in winter is 04:32 in Luxembourg, whatever zone the browser runs in.
    expect(formatTime('2026-11-25T03:32:00Z', 'en')).toBe('04:32')
    expect(formatTime(Date.parse('2026-07-01T03:32:00Z'), 'de')).toBe('05:32')
  })
})
