import { describe, expect, it } from 'vitest'
import { QUOTE_STATUSES } from './quote-status'
import { canTransition, isFinal, isOverdue, sourcesOf } from './quote-transitions'

describe('quote request state machine', () => {
  it('lets the customer accept, reject or cancel a pending request, and the provider decline it', () => {
    expect(canTransition('pending', 'accepted', 'customer')).toBe(true)
    expect(canTransition('pending', 'rejected', 'customer')).toBe(true)
    expect(canTransition('pending', 'cancelled', 'customer')).toBe(true)
    expect(canTransition('pending', 'rejected', 'provider')).toBe(true)
    expect(canTransition('pending', 'accepted', 'provider')).toBe(false)
    expect(canTransition('pending', 'cancelled', 'provider')).toBe(false)
  })

  it('lets only the provider start and complete the job, in that order', () => {
    expect(canTransition('accepted', 'in_progress', 'provider')).toBe(true)
    expect(canTransition('in_progress', 'completed', 'provider')).toBe(true)
    expect(canTransition('accepted', 'completed', 'provider')).toBe(false)
    expect(canTransition('pending', 'in_progress', 'provider')).toBe(false)
    expect(canTransition('accepted', 'in_progress', 'customer')).toBe(false)
    expect(canTransition('in_progress', 'completed', 'customer')).toBe(false)
  })

  it('lets the customer cancel only before accepting; an admin also after', () => {
    expect(sourcesOf('cancelled', 'customer')).toEqual(['pending'])
    expect(canTransition('accepted', 'cancelled', 'customer')).toBe(false)
    expect(sourcesOf('cancelled', 'admin').sort()).toEqual(['accepted', 'pending'])
    expect(canTransition('in_progress', 'cancelled', 'customer')).toBe(false)
  })

  it('has rejected, cancelled and completed as final states', () => {
    expect(QUOTE_STATUSES.filter(isFinal).sort()).toEqual(['cancelled', 'completed', 'rejected'])
  })

  it('flags a pending request without any answer after 24 hours', () => {
    const now = new Date('2026-11-22T12:00:00Z')
    const sent = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000)
    expect(isOverdue({ status: 'pending', createdAt: sent(25), firstResponseAt: null }, now)).toBe(true)
    expect(isOverdue({ status: 'pending', createdAt: sent(23), firstResponseAt: null }, now)).toBe(false)
    expect(isOverdue({ status: 'pending', createdAt: sent(30), firstResponseAt: sent(2) }, now)).toBe(false)
    expect(isOverdue({ status: 'cancelled', createdAt: sent(30), firstResponseAt: null }, now)).toBe(false)
  })
})
