import { describe, expect, it } from 'vitest'
import { nextMonday, plusDays } from './quote-dates'

describe('quote date proposals', () => {
  it('proposes the next Monday, a week later when today is Monday', () => {
    expect(nextMonday(new Date(2026, 10, 22))).toBe('2026-11-23') // a Sunday
    expect(nextMonday(new Date(2026, 10, 23))).toBe('2026-11-30') // a Monday
    expect(nextMonday(new Date(2026, 10, 27))).toBe('2026-11-30') // a Friday
  })
  it('adds days across months', () => {
    expect(plusDays('2026-11-30', 2)).toBe('2026-12-02')
    expect(plusDays('2026-12-20', 30)).toBe('2027-01-19')
  })
})
