import { requestDetail } from '@web/test/fixtures'
import { describe, expect, it } from 'vitest'
import { progressSteps, quotePanel, requestOutcome } from './request-view'

const QUOTE = {
  id: 5,
  clientName: 'Anne Schmit',
  startDate: '2026-12-01',
  completionDate: '2026-12-03',
  materialsCost: 100,
  laborCost: 200,
  totalCost: 300,
  vatRate: null,
  vatPercent: null,
  vatCost: null,
  totalInclVat: null,
  message: '',
  validUntil: '2026-12-31',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
}

describe('what the provider sees', () => {
  it('shows the form until a quote is sent, then the quote, and the form again to revise', () => {
    expect(quotePanel({ actions: ['quote', 'decline'], quote: null }, false)).toBe('form')
    expect(quotePanel({ actions: ['quote', 'decline'], quote: QUOTE }, false)).toBe('quote')
    expect(quotePanel({ actions: ['quote', 'decline'], quote: QUOTE }, true)).toBe('form')
    expect(quotePanel({ actions: ['start'], quote: QUOTE }, true)).toBe('quote')
    expect(quotePanel({ actions: [], quote: null }, false)).toBe('none')
  })

  it('offers the job steps the server allows, in order', () => {
    expect(progressSteps(['message', 'complete', 'start'])).toEqual(['start', 'complete'])
    expect(progressSteps(['quote', 'decline'])).toEqual([])
  })

  it('explains a request that is no longer simply open', () => {
    expect(requestOutcome(requestDetail())).toBeNull()
    expect(
      requestOutcome(
        requestDetail({ status: 'rejected', declined: { reason: 'too_busy', note: '', at: '2026-11-21' } }),
      ),
    ).toBe('declined')
    expect(requestOutcome(requestDetail({ status: 'rejected' }))).toBe('rejected')
    expect(requestOutcome(requestDetail({ status: 'accepted' }))).toBe('accepted')
  })
})
