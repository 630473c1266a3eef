import { describe, expect, it } from 'vitest'
import { readDirectoryParams } from './directory-params'
import { availableSorts, buildSearchQuery, buildSuggestionQuery, pageSizeFor } from './search-request'

const params = (query: string) => readDirectoryParams(new URLSearchParams(query))

describe('buildSearchQuery', () => {
  it('asks for the first page of the list by default', () => {
    expect(buildSearchQuery(params(''))).toBe('page=1&pageSize=12')
  })

  it('sends every filter in a fixed order, whatever the URL order', () => {
    const a = buildSearchQuery(
      params('verified=true&q=weber&category=plumbing&minRating=4&letter=W&specialty=leak'),
    )
    const b = buildSearchQuery(
      params('letter=W&specialty=leak&minRating=4&category=plumbing&q=weber&verified=true'),
    )
    expect(a).toBe(b)
    expect(a).toBe(
      'q=weber&letter=W&category=plumbing&specialty=leak&minRating=4&verified=true&page=1&pageSize=12',
    )
  })

  it('sends one location: coordinates first, then the postal code, then the locality', () => {
    expect(buildSearchQuery(params('lat=49.61&lon=6.05&locality=Bertrange&radiusKm=5'))).toContain(
      'lat=49.61&lon=6.05&radiusKm=5',
    )
    const place = buildSearchQuery(params('locality=Bertrange&postalCode=8055&radiusKm=10'))
    expect(place).toContain('postalCode=8055&radiusKm=10')
    expect(place).not.toContain('locality=')
    expect(buildSearchQuery(params('locality=Bertrange'))).toContain('locality=Bertrange')
  })

  it('leaves out a radius without a location, and sorts that do not apply', () => {
    expect(buildSearchQuery(params('radiusKm=10'))).not.toContain('radiusKm')
    expect(buildSearchQuery(params('sort=distance'))).not.toContain('sort')
    expect(buildSearchQuery(params('sort=relevance'))).not.toContain('sort')
    expect(buildSearchQuery(params('q=weber&sort=relevance'))).toContain('sort=relevance')
    expect(buildSearchQuery(params('locality=Bertrange&sort=distance'))).toContain('sort=distance')
  })

  it("encodes the '#' letter", () => {
    expect(buildSearchQuery(params('letter=%23'))).toContain('letter=%23')
  })

  it('asks for 50 providers on the map and for the page in the URL', () => {
    expect(buildSearchQuery(params('view=map&page=2'))).toBe('page=2&pageSize=50')
    expect(pageSizeFor('list')).toBe(12)
  })
})

describe('availableSorts', () => {
  it('offers relevance only with words and distance only with a location', () => {
    expect(availableSorts(params(''))).toEqual(['rating', 'reviews'])
    expect(availableSorts(params('q=weber'))).toEqual(['relevance', 'rating', 'reviews'])
    expect(availableSorts(params('q=weber&locality=Bertrange'))).toEqual([
      'relevance',
      'rating',
      'reviews',
      'distance',
    ])
  })
})

describe('buildSuggestionQuery', () => {
  it('asks for a few providers matching the words', () => {
    expect(buildSuggestionQuery('  sanitare weber ', 5)).toBe('q=sanitare+weber&pageSize=5')
  })
})
