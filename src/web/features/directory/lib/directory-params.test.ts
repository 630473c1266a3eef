import { describe, expect, it } from 'vitest'
import {
  clearedFilters,
  countPanelFilters,
  DEFAULT_DIRECTORY_PARAMS,
  readDirectoryParams,
  writeDirectoryParams,
} from './directory-params'

const read = (query: string) => readDirectoryParams(new URLSearchParams(query))
const write = (query: string, changes: Parameters<typeof writeDirectoryParams>[1]) =>
  writeDirectoryParams(new URLSearchParams(query), changes).toString()

describe('readDirectoryParams', () => {
  it('gives the defaults for an empty URL', () => {
    expect(read('')).toEqual(DEFAULT_DIRECTORY_PARAMS)
  })

  it('reads every filter', () => {
    expect(
      read(
        'q=weber&category=plumbing&letter=s&specialty=boiler&minRating=4.5&locality=Bertrange&postalCode=L-8055' +
          '&radiusKm=10&verified=true&insured=1&premium=true&sort=distance&page=3&view=map',
      ),
    ).toEqual({
      q: 'weber',
      category: 'plumbing',
      letter: 'S',
      specialty: 'boiler',
      minRating: 4.5,
      locality: 'Bertrange',
      postalCode: '8055',
      lat: null,
      lon: null,
      radiusKm: 10,
      verified: true,
      insured: true,
      premium: true,
      sort: 'distance',
      page: 3,
      view: 'map',
    })
  })

  it("reads '#' for names starting with a digit", () => {
    expect(read('letter=%23').letter).toBe('#')
  })

  it('drops what the API would refuse', () => {
    const params = read(
      'category=plumbers&letter=AB&minRating=7&radiusKm=500&sort=cheapest&page=0&view=grid&verified=yes&postalCode=123',
    )
    expect(params).toMatchObject({
      category: null,
      letter: null,
      minRating: null,
      radiusKm: null,
      sort: null,
      page: 1,
      view: 'list',
      verified: false,
      postalCode: null,
    })
  })

  it('keeps coordinates only in pairs inside Luxembourg’s area', () => {
    expect(read('lat=49.61&lon=6.05')).toMatchObject({ lat: 49.61, lon: 6.05 })
    expect(read('lat=49.61')).toMatchObject({ lat: null, lon: null })
    expect(read('lat=48.85&lon=2.35')).toMatchObject({ lat: null, lon: null })
  })

  it('trims the words and caps their length', () => {
    expect(read(`q=${encodeURIComponent('  plombier  ')}`).q).toBe('plombier')
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100)
  })
})

describe('writeDirectoryParams', () => {
  it('sets values and removes defaults, keeping other params such as ?lang', () => {
    expect(write('lang=fr', { q: 'plombier', category: 'plumbing' })).toBe(
      'lang=fr&q=plombier&category=plumbing',
    )
    expect(write('lang=fr&q=plombier&view=map', { q: '', view: 'list' })).toBe('lang=fr')
  })

  it('goes back to page 1 when a filter changes, but not when only the page does', () => {
    expect(write('category=plumbing&page=3', { letter: 'B' })).toBe('category=plumbing&letter=B')
    expect(write('category=plumbing&page=3', { page: 4 })).toBe('category=plumbing&page=4')
    expect(write('category=plumbing&page=3', { page: 1 })).toBe('category=plumbing')
    expect(write('page=3', { view: 'map' })).toBe('view=map')
  })

  it('keeps one location: coordinates replace a place and a place replaces coordinates', () => {
    expect(write('locality=Bertrange&postalCode=8055', { lat: 49.6, lon: 6.1 })).toBe('lat=49.6&lon=6.1')
    expect(write('lat=49.6&lon=6.1', { locality: 'Bertrange', postalCode: null })).toBe('locality=Bertrange')
  })

  it('drops a radius and a distance sort once there is no location', () => {
    expect(write('locality=Bertrange&radiusKm=10&sort=distance', { locality: null })).toBe('')
    expect(write('', { radiusKm: 10 })).toBe('')
    expect(write('lat=49.6&lon=6.1&radiusKm=5', { lat: null, lon: null })).toBe('')
  })

  it('drops relevance once there are no words', () => {
    expect(write('q=weber&sort=relevance', { q: '' })).toBe('')
    expect(write('q=weber&sort=rating', { q: '' })).toBe('sort=rating')
  })

  it("writes '#' so that it reads back", () => {
    const query = write('', { letter: '#' })
    expect(read(query).letter).toBe('#')
  })
})

describe('filter helpers', () => {
  it('counts the panel’s filters', () => {
    expect(countPanelFilters(read('q=x&category=plumbing&letter=A'))).toBe(0)
    expect(
      countPanelFilters(read('specialty=x&minRating=4&locality=Bertrange&radiusKm=5&verified=true')),
    ).toBe(5)
  })

  it('clears everything but the view', () => {
    const params = read('q=x&category=plumbing&view=map&verified=true')
    expect(write('q=x&category=plumbing&view=map&verified=true&lang=de', clearedFilters(params))).toBe(
      'view=map&lang=de',
    )
  })
})
