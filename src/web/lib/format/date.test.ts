import { describe, expect, it } from 'vitest'
import { formatDay, formatLongDate } from './date'

describe('date formats', () => {
  it('writes long dates as they were in Luxembourg', () => {
    expect(formatLongDate('2023-10-20T12:00:00.000Z', 'en')).toBe('October 20, 2023')
    expect(formatLongDate('2023-10-20T12:00:00.000Z', 'de')).toBe('20. Oktober 2023')
  })

  it('reads a calendar day as that day, and leaves anything else as it is', () => {
    expect(formatDay('2026-12-31', 'en')).toBe('December 31, 2026')
    expect(formatDay('2026-12-31', 'fr')).toBe('31 décembre 2026')
    expect(formatDay('soon', 'en')).toBe('soon')
  })
})
