import { describe, expect, it } from 'vitest'
import { loadGazetteer } from './gazetteer'
import { understand } from './understand'

const gazetteer = loadGazetteer()
const communeOf = (text: string) => {
  const place = understand(text, gazetteer).place
  return place?.kind === 'abroad' ? 'abroad' : (place?.commune ?? null)
}

/**
 * Thirtieth lessons on places: a town abroad written as it is ("Hettange-Grande", "Hettange") is no
 * misspelling of a village in Luxembourg one letter away (Huttange); that village, written, still is.
 */
describe('places, thirtieth lessons', () => {
  it.each([
    ["J'habite à Hettange-Grande, la fuite est chez moi", 'abroad'],
    ["Je travaille à Luxembourg mais j'habite à Hettange-Grande, la fuite est chez moi", 'abroad'],
    ['Wir wohnen in Hettange, gleich hinter der Grenze, und das Dach ist undicht.', 'abroad'],
    ["Ech wunnen zu Huttange, d'Dach ass futti", 'Beckerich'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
