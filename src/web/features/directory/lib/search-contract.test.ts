import * as contract from '@shared/providers/provider-search-schemas'
import { describe, expect, it } from 'vitest'
import * as mirror from './search-contract'

describe('search contract mirror', () => {
  it('has the same limits and choices as the shared schema', () => {
    expect(mirror.SEARCH_PAGE_SIZE_DEFAULT).toBe(contract.SEARCH_PAGE_SIZE_DEFAULT)
    expect(mirror.SEARCH_PAGE_SIZE_MAX).toBe(contract.SEARCH_PAGE_SIZE_MAX)
    expect(mirror.SEARCH_RADIUS_MAX_KM).toBe(contract.SEARCH_RADIUS_MAX_KM)
    expect(mirror.SEARCH_RADIUS_CHOICES).toEqual(contract.SEARCH_RADIUS_CHOICES)
    expect(mirror.SEARCH_QUERY_MAX).toBe(contract.SEARCH_QUERY_MAX)
    expect(mirror.SEARCH_SORTS).toEqual(contract.SEARCH_SORTS)
    expect(mirror.SEARCH_LETTERS).toEqual(contract.SEARCH_LETTERS)
  })

  it('accepts at the schema the area and lengths it mirrors', () => {
    const { SEARCH_AREA } = mirror
    const ok = (query: Record<string, string>) => contract.ProviderSearchQuerySchema.safeParse(query).success
    expect(ok({ lat: String(SEARCH_AREA.minLat), lon: String(SEARCH_AREA.minLon) })).toBe(true)
    expect(ok({ lat: String(SEARCH_AREA.maxLat), lon: String(SEARCH_AREA.maxLon) })).toBe(true)
    expect(ok({ lat: String(SEARCH_AREA.maxLat + 0.01), lon: '6' })).toBe(false)
    expect(ok({ specialty: 'x'.repeat(mirror.SPECIALTY_MAX) })).toBe(true)
    expect(ok({ specialty: 'x'.repeat(mirror.SPECIALTY_MAX + 1) })).toBe(false)
    expect(ok({ locality: 'x'.repeat(mirror.LOCALITY_MAX) })).toBe(true)
    expect(ok({ locality: 'x'.repeat(mirror.LOCALITY_MAX + 1) })).toBe(false)
  })
})
