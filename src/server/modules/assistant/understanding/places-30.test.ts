import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirtieth lessons on places: a town abroad written as it is ("Hettange-Grande", "Hettange") is no
 * misspelling of a village in Luxembourg one letter away (Huttange); that village, written, still is. A visa
 * named before "Schengen" ("un visa Schengen", "o visto Schengen") is the area's, not the village's.
 */
describe('places, thirtieth lessons', () => {
  it.each([
    ["J'habite à Hettange-Grande, la fuite est chez moi", 'abroad'],
    ["Je travaille à Luxembourg mais j'habite à Hettange-Grande, la fuite est chez moi", 'abroad'],
    ['Wir wohnen in Hettange, gleich hinter der Grenze, und das Dach ist undicht.', 'abroad'],
    ["Ech wunnen zu Huttange, d'Dach ass futti", 'Beckerich'],
    ['Ma belle-mère a un visa Schengen de trois mois, il nous faut un comptable pour sa déclaration.', null],
    ['A minha tia tem o visto Schengen a acabar, precisamos de traduzir o contrato de trabalho.', null],
    ['Mi hermano tiene un visado Schengen y necesita traducir su título universitario al francés.', null],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
