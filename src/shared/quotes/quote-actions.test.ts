import { describe, expect, it } from 'vitest'
import { actionsFor } from './quote-actions'
import { QUOTE_STATUSES } from './quote-status'

const state = (status: (typeof QUOTE_STATUSES)[number], hasQuote = true, mayReview = true) => ({
  status,
  hasQuote,
  mayReview,
})

describe('what each side is offered in each state', () => {
  it('offers a pending request to both sides, accept and reject only once there is a quote', () => {
    expect(actionsFor('provider', state('pending', false))).toEqual(['quote', 'decline', 'message'])
    expect(actionsFor('customer', state('pending', false))).toEqual(['message', 'cancel'])
    expect(actionsFor('customer', state('pending'))).toEqual(['message', 'accept', 'reject', 'cancel'])
  })

  it('leaves no cancel after the acceptance: the provider starts, both talk', () => {
    expect(actionsFor('customer', state('accepted'))).toEqual(['message'])
    expect(actionsFor('provider', state('accepted'))).toEqual(['message', 'start'])
    expect(actionsFor('provider', state('in_progress'))).toEqual(['message', 'complete'])
  })

  it('leaves only messages and the review after completion', () => {
    expect(actionsFor('customer', state('completed'))).toEqual(['message', 'review'])
    expect(actionsFor('customer', state('completed', true, false))).toEqual(['message'])
    expect(actionsFor('provider', state('completed'))).toEqual(['message'])
  })

  it('offers nothing on closed requests, and nothing to an admin', () => {
    for (const status of ['rejected', 'cancelled'] as const) {
      expect(actionsFor('customer', state(status))).toEqual([])
      expect(actionsFor('provider', state(status))).toEqual([])
    }
    for (const status of QUOTE_STATUSES) expect(actionsFor('admin', state(status))).toEqual([])
  })
})
