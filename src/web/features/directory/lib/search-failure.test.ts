import { ApiRequestError } from '@web/lib/api/request-error'
import { describe, expect, it } from 'vitest'
import { classifySearchFailure, isUnknownPlace, shouldRetrySearch } from './search-failure'

describe('search failures (product §8)', () => {
  it('tells an unreachable API (status 0) from an error answer', () => {
    expect(classifySearchFailure(null)).toBeNull()
    expect(classifySearchFailure(new ApiRequestError('Network error', 0, null, '/x'))).toBe('unreachable')
    expect(classifySearchFailure(new ApiRequestError('Boom', 500, null, '/x'))).toBe('failed')
    expect(classifySearchFailure(new ApiRequestError('Invalid JSON response', 200, '<html>', '/x'))).toBe(
      'failed',
    )
    expect(classifySearchFailure(new Error('other'))).toBe('failed')
  })

  it('recognises a place the API does not know', () => {
    const unknown = new ApiRequestError(
      'Unknown',
      400,
      { error: { code: 'unknown_locality', message: 'x' } },
      '/x',
    )
    expect(isUnknownPlace(unknown)).toBe(true)
    expect(
      isUnknownPlace(new ApiRequestError('Bad', 400, { error: { code: 'validation_error' } }, '/x')),
    ).toBe(false)
  })

  it('retries a server error once, never a refused query or a lost connection', () => {
    expect(shouldRetrySearch(0, new ApiRequestError('Boom', 503, null, '/x'))).toBe(true)
    expect(shouldRetrySearch(1, new ApiRequestError('Boom', 503, null, '/x'))).toBe(false)
    expect(shouldRetrySearch(0, new ApiRequestError('Bad', 400, null, '/x'))).toBe(false)
    expect(shouldRetrySearch(0, new ApiRequestError('Network', 0, null, '/x'))).toBe(false)
  })
})
