import { describe, expect, it } from 'vitest'
import { distanceKm } from './distance'

describe('distanceKm', () => {
  it('measures Luxembourg City to Esch-sur-Alzette as about 15 km', () => {
    const km = distanceKm({ lat: 49.6116, lon: 6.1319 }, { lat: 49.4958, lon: 5.9806 })
    expect(km).toBeGreaterThan(16)
    expect(km).toBeLessThan(17)
  })

  it('is zero for the same place', () => {
    expect(distanceKm({ lat: 49.6, lon: 6.1 }, { lat: 49.6, lon: 6.1 })).toBe(0)
  })
})
