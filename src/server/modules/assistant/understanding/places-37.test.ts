import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirty-seventh lessons on places: a holiday is no misspelt village ("über Ostern" is not Ospern); a
 * home or premises "of" a place whose name is also a word ("nuestra casa de Bridel", "mi taller de
 * Hamm") is that place; someone who lives across the border but works here needs an accountant or a
 * lawyer here: their home abroad is no reason to turn them away.
 */
describe('places, thirty-seventh lessons', () => {
  it.each([
    ['Wir fliegen über Ostern nach Mallorca und suchen eine Pension für unseren Hund.', null],
    ['Vamos a cambiar el suelo de madera en nuestra casa de Bridel.', 'Kopstal'],
    ['Busco fotógrafo para fotos de mis cerámicas en mi taller de Hamm', 'Luxembourg'],
    ['Wer macht die Steuererklärung für Grenzgänger, ich wohne in Trier und arbeite in Luxemburg?', null],
    [
      "Je cherche un comptable pour ma déclaration d'impôts, j'habite à Thionville et je travaille au Luxembourg.",
      null,
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: a plumber for a home abroad, a place after "de" that is no premises, a commune after "casa de".
  it.each([
    ['Ich wohne in Trier und arbeite in Luxemburg, bei mir zu Hause tropft der Wasserhahn.', 'abroad'],
    ['Vamos a cambiar el suelo de madera en nuestra casa de Mamer.', 'Mamer'],
    ['need someone for my tax return, I live in Belgium and work in Strassen', 'abroad'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
