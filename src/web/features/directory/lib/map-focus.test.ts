import { describe, expect, it } from 'vitest'
import { zoomForRadius } from './map-focus'

describe('zoomForRadius', () => {
  it('zooms out as the radius grows', () => {
    expect(zoomForRadius(5)).toBeGreaterThan(zoomForRadius(10))
    expect(zoomForRadius(10)).toBeGreaterThan(zoomForRadius(50))
  })
})
