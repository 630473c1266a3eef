import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Sixty-fourth lessons on places: a town abroad told to be "on the Belgian side" is that country's, though a
 * village here shares its name; a town "not far from" the place ("net wäit vu Rombech", "pas loin de") is a landmark.
 */
describe('places, sixty-fourth lessons', () => {
  it.each([
    ["Eist Chalet steet zu Martelange, op der belscher Säit, an d'Daach leeft.", 'abroad'],
    ["Eist Chalet steet zu Martelange, net wäit vu Rombech, an d'Daach leeft.", 'abroad'],
    ["Mir wunnen zu Rombech, d'Heizung geet net.", 'Rambrouch'],
    ["Notre maison est à Steinfort, pas loin d'Arlon, et le robinet fuit.", 'Steinfort'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
