import { describe, expect, it } from 'vitest'
import { placeName } from './place-names'

describe('placeName', () => {
  it('gives a German page the German name where there is one, everyone else the official name', () => {
    expect(placeName('Walferdange', 'de')).toBe('Walferdingen')
    expect(placeName('Esch-sur-Alzette', 'de')).toBe('Esch an der Alzette')
    expect(placeName('Luxembourg', 'de')).toBe('Luxemburg')
    expect(placeName('Walferdange', 'fr')).toBe('Walferdange')
    expect(placeName('Walferdange', 'en')).toBe('Walferdange')
    expect(placeName('Strassen', 'de')).toBe('Strassen')
    expect(placeName('toString', 'de')).toBe('toString')
  })
})
