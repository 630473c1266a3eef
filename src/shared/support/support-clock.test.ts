import { describe, expect, it } from 'vitest'
import { addWorkingDays, promiseOf, supportDueAt, supportTimeLeft } from './support-clock'

describe('the support desk clock', () => {
  it('counts two working days over a weekend (Luxembourg time)', () => {
    // Friday 27 November 2026, 15:00 in Luxembourg.
    const friday = new Date('2026-11-27T14:00:00Z')
    expect(addWorkingDays(friday, 2).toISOString()).toBe('2026-12-01T14:00:00.000Z')
    // Tuesday → Thursday.
    expect(addWorkingDays(new Date('2026-11-24T09:00:00Z'), 2).toISOString()).toBe('2026-11-26T09:00:00.000Z')
  })

  it('gives reported reviews two working days and everything else 48 hours', () => {
    const at = new Date('2026-11-27T14:00:00Z')
    expect(promiseOf('report', 'review')).toBe('2wd')
    expect(promiseOf('report', 'provider')).toBe('48h')
    expect(promiseOf('contact', null)).toBe('48h')
    expect(supportDueAt('48h', at).toISOString()).toBe('2026-11-29T14:00:00.000Z')
  })

  it('stops once answered and goes negative when overdue', () => {
    const dueAt = new Date('2026-11-29T14:00:00Z')
    expect(supportTimeLeft({ dueAt, answeredAt: null }, new Date('2026-11-29T15:00:00Z'))).toBe(-3_600_000)
    expect(supportTimeLeft({ dueAt, answeredAt: new Date() })).toBeNull()
  })
})
