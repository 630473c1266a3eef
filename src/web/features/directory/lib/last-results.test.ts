import type { ProviderSearchResult } from '@shared/providers/provider-search-schemas'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LAST_RESULTS_STORAGE_KEY, readLastResults, saveLastResults } from './last-results'

const RESULT: ProviderSearchResult = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 12,
  sort: 'rating',
  origin: null,
  facets: { categories: [], letters: [] },
}

afterEach(() => vi.restoreAllMocks())

describe('last results', () => {
  it('saves the last answer with its query and time, and reads it back', () => {
    saveLastResults('q=weber&page=1&pageSize=12', RESULT, new Date('2026-11-22T10:00:00Z'))
    expect(readLastResults()).toEqual({
      query: 'q=weber&page=1&pageSize=12',
      savedAt: '2026-11-22T10:00:00.000Z',
      result: RESULT,
    })
  })

  it('keeps only the latest answer', () => {
    saveLastResults('a', RESULT)
    saveLastResults('b', { ...RESULT, total: 3 })
    expect(readLastResults()).toMatchObject({ query: 'b', result: { total: 3 } })
  })

  it('reads nothing when nothing, or something else, is stored', () => {
    expect(readLastResults()).toBeNull()
    localStorage.setItem(LAST_RESULTS_STORAGE_KEY, '{not json')
    expect(readLastResults()).toBeNull()
    localStorage.setItem(
      LAST_RESULTS_STORAGE_KEY,
      JSON.stringify({ query: 'a', savedAt: 'x', result: RESULT }),
    )
    expect(readLastResults()).toBeNull()
    localStorage.setItem(
      LAST_RESULTS_STORAGE_KEY,
      JSON.stringify({ query: 'a', savedAt: new Date().toISOString(), result: { items: 'no' } }),
    )
    expect(readLastResults()).toBeNull()
  })

  it('does not fail when storage is full or disabled', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    expect(() => saveLastResults('a', RESULT)).not.toThrow()
  })
})
