import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirty-eighth lessons on places: German seasons are no misspelt villages ("im Sommer" is not Simmer,
 * "im Winter" not Wincrange); a capitalised name just after "near" ("près de la Gare") is the place,
 * though its name is also an everyday word.
 */
describe('places, thirty-eighth lessons', () => {
  it.each([
    [
      'Meine Eltern sind im Sommer verstorben und mein Bruder will das Haus verkaufen, ich suche einen Anwalt für Erbrecht.',
      null,
    ],
    ['Im Winter war es kalt und im Herbst hat es viel geregnet, jetzt ist der Keller feucht.', null],
    ['Nous habitons un appartement près de la Gare et il y a des punaises de lit.', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: the station written small near a town named after it.
  it.each([['On habite près de la gare de Mersch, la chaudière est en panne.', 'Mersch']])(
    'still %s → %s',
    (text, commune) => {
      expect(communeOf(text)).toBe(commune)
    },
  )
})
