import type { CommuneFeature } from '@web/components/map/commune-geometry'
import { describe, expect, it } from 'vitest'
import { CLASS_COLORS, colorOf, NONE_COLOR, projectCommunes, valueClasses } from './choropleth-scale'

describe('valueClasses', () => {
  it('splits 1…max into five whole-number classes, the darkest on top', () => {
    const classes = valueClasses(50)
    expect(classes.map((c) => [c.from, c.to])).toEqual([
      [1, 10],
      [11, 20],
      [21, 30],
      [31, 40],
      [41, 50],
    ])
    expect(classes.at(-1)?.color).toBe(CLASS_COLORS.at(-1))
  })

  it('has fewer classes than five when there are fewer values, and none for nothing', () => {
    expect(valueClasses(2).map((c) => [c.from, c.to])).toEqual([
      [1, 1],
      [2, 2],
    ])
    expect(valueClasses(0)).toEqual([])
  })

  it('keeps 0 apart from 1', () => {
    const classes = valueClasses(7)
    expect(colorOf(0, classes)).toBe(NONE_COLOR)
    expect(colorOf(1, classes)).not.toBe(NONE_COLOR)
    expect(colorOf(7, classes)).toBe(CLASS_COLORS.at(-1))
  })
})

describe('projectCommunes', () => {
  const square = (commune: string, lon: number, lat: number): CommuneFeature => ({
    type: 'Feature',
    properties: { commune, canton: 'Test' },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [lon, lat],
          [lon + 0.1, lat],
          [lon + 0.1, lat + 0.1],
          [lon, lat + 0.1],
          [lon, lat],
        ],
      ],
    },
  })

  it('fits the communes in the width, north up, with distances kept in proportion', () => {
    const map = projectCommunes([square('South', 6, 49.5), square('North', 6, 49.9)], 100)
    expect(map.width).toBe(100)
    // 0.1° of longitude is cos(49.8°) ≈ 0.65 of 0.1° of latitude: 0.5° tall → ≈ 775 wide-units.
    expect(map.height).toBeGreaterThan(700)
    expect(map.height).toBeLessThan(800)
    expect(map.shapes[1]?.d.startsWith('M0.0,')).toBe(true)
    const northTop = Number(map.shapes[1]?.d.split(',')[1]?.split('L')[0])
    const southTop = Number(map.shapes[0]?.d.split(',')[1]?.split('L')[0])
    expect(northTop).toBeLessThan(southTop)
  })
})
