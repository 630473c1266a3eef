import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { circleBounds, LUXEMBOURG_BOUNDS } from './luxembourg-map-props'
import { declutter, labelTier } from './place-labels'

const root = join(__dirname, '../../../..')
const csvRows = (file: string) =>
  readFileSync(join(root, 'src/server/db/seed/data', file), 'utf8')
    .trim()
    .split('\n')
    .slice(1)

describe('place names on the map', () => {
  it('names communes over the country and localities closer in', () => {
    expect(labelTier(8.5)).toBe('communes')
    expect(labelTier(11.75)).toBe('communes')
    expect(labelTier(12)).toBe('localities')
    expect(labelTier(17)).toBe('localities')
  })

  it('keeps the most important names where they would touch, and every name where there is room', () => {
    const crowded = [
      { name: 'Luxembourg', x: 100, y: 100 },
      { name: 'Strassen', x: 120, y: 105 },
      { name: 'Hesperange', x: 110, y: 130 },
      { name: 'Bertrange', x: 0, y: 100 },
    ]
    expect(declutter(crowded)).toEqual([0, 2, 3])
    const spread = crowded.map((candidate, i) => ({ ...candidate, y: i * 40 }))
    expect(declutter(spread)).toEqual([0, 1, 2, 3])
  })

  it('are every commune and locality of the reference data (run scripts/build-place-labels.mjs after changing it)', () => {
    const places = JSON.parse(readFileSync(join(root, 'public/geo/places.json'), 'utf8')) as {
      communes: [string, number, number, number][]
      localities: [string, number, number][]
    }
    const communes = csvRows('communes.csv').map((row) => row.split(',')[0])
    const localities = csvRows('localities_unique.csv').map((row) => row.split(',')[0])
    expect(places.communes.map(([name]) => name).sort()).toEqual([...communes].sort())
    expect(places.localities.map(([name]) => name).sort()).toEqual([...localities].sort())
    const [[south, west], [north, east]] = LUXEMBOURG_BOUNDS
    for (const [name, lat, lon] of [...places.communes, ...places.localities]) {
      expect(lat, name).toBeGreaterThan(south - 0.05)
      expect(lat, name).toBeLessThan(north + 0.05)
      expect(lon, name).toBeGreaterThan(west - 0.05)
      expect(lon, name).toBeLessThan(east + 0.05)
    }
    // Most populous first: they keep their names when space is short.
    expect(places.communes[0]?.[0]).toBe('Luxembourg')
    expect(places.communes[1]?.[0]).toBe('Esch-sur-Alzette')
  })
})

describe('circleBounds', () => {
  it('holds the whole circle, wider in degrees of longitude than of latitude at Luxembourg’s latitude', () => {
    const [[south, west], [north, east]] = circleBounds(49.5, 6, 10)
    expect(north - south).toBeCloseTo((2 * 10) / 111.32, 5)
    expect(east - west).toBeGreaterThan(north - south)
    expect((south + north) / 2).toBeCloseTo(49.5, 6)
    expect((west + east) / 2).toBeCloseTo(6, 6)
  })
})
