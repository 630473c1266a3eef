import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirty-third lessons on places: a move is placed at its loading end when French elides its "from"
 * ("déménager d'Esch vers…") and when German goes "in die Stadt"; neither "d'une maison" nor
 * Luxembourgish "an d'Altersheem" is a move's "from".
 */
describe('places, thirty-third lessons', () => {
  it.each([
    ["Nous déménageons d'Esch-sur-Alzette vers la ville de Luxembourg le 15 janvier", 'Esch-sur-Alzette'],
    ["Nous déménageons d'Esch-sur-Alzette vers Strassen le 15 janvier, un 3 pièces", 'Esch-sur-Alzette'],
    [
      'Wir ziehen Ende Januar von Esch in die Stadt Luxemburg, 3-Zimmer-Wohnung im 2. Stock',
      'Esch-sur-Alzette',
    ],
    ['Wir ziehen Ende Januar von Esch in die Stadt Luxemburg', 'Esch-sur-Alzette'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  it.each([
    [
      "Déménagement d'une maison à Goeblange vers un appartement à Hesperange fin mars, environ 35 m³",
      'Koerich',
    ],
    ['Mir plënneren vu Miersch an d’Stad, 3 Zëmmer', 'Mersch'],
    ['We’re moving from Wiltz to Luxembourg City next month, two-bed flat', 'Wiltz'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
