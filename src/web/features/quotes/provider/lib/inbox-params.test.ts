import { describe, expect, it } from 'vitest'
import { inboxParams, inboxPath, pageCount, totalCount } from './inbox-params'

describe('inbox parameters', () => {
  it('reads a known status and a page, and falls back to all and page 1', () => {
    expect(inboxParams(new URLSearchParams('status=pending&page=3'))).toEqual({ status: 'pending', page: 3 })
    expect(inboxParams(new URLSearchParams('status=lost&page=-2'))).toEqual({ status: null, page: 1 })
    expect(inboxParams(new URLSearchParams('page=2.5'))).toEqual({ status: null, page: 1 })
  })

  it('writes addresses without page 1', () => {
    expect(inboxPath('completed', 1)).toBe('/dashboard/requests?status=completed')
    expect(inboxPath(null, 2)).toBe('/dashboard/requests?page=2')
    expect(inboxPath(null, 1)).toBe('/dashboard/requests')
  })

  it('counts pages and requests', () => {
    expect(pageCount(0, 20)).toBe(1)
    expect(pageCount(41, 20)).toBe(3)
    expect(totalCount({ pending: 2, accepted: 1, completed: 4 })).toBe(7)
  })
})
