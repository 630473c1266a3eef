import { describe, expect, it } from 'vitest'
import { declinePath, declineSuccessPath, requestIdFrom, requestPath } from './request-links'

describe('request links', () => {
  it('carries the email token along, and leaves it out when there is none', () => {
    expect(requestPath(42, 'a-b_c')).toBe('/business/quote-requests/42?token=a-b_c')
    expect(requestPath(42)).toBe('/business/quote-requests/42')
    expect(declinePath(42, 'tok')).toBe('/decline?request=42&token=tok')
    expect(declineSuccessPath(42, null)).toBe('/decline-success?request=42')
  })

  it('accepts only positive whole numbers as request ids', () => {
    expect(requestIdFrom('42')).toBe(42)
    expect(requestIdFrom('4.2')).toBeNaN()
    expect(requestIdFrom('abc')).toBeNaN()
    expect(requestIdFrom(null)).toBeNaN()
  })
})
