import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fifty-second lessons on places: German "Straßen" written with its ß (streets, "Straßen von Ameisen") is the town
 * Strassen only right after a preposition of place; a town looked over at from a home abroad ("mit Blick hinüber nach
 * Stadtbredimus") is a landmark, not the work's place.
 */
describe('places, fifty-second lessons', () => {
  it.each([
    [
      'Seit einer Woche laufen in der Küche Straßen von Ameisen an der Wand hoch. Wir wohnen in Wecker.',
      'Biwer',
    ],
    [
      'Überall in der Küche laufen Ameisenstraßen, in den Straßen zwischen den Fliesen auch. Haus in Mersch.',
      'Mersch',
    ],
    ['In der Küche laufen lange Straßen von Ameisen bis zum Mülleimer, wir wohnen in Mamer.', 'Mamer'],
    [
      'Wir wohnen in Palzem auf der deutschen Moselseite, mit Blick hinüber nach Stadtbredimus, und unsere Holzterrasse muss neu gebaut werden.',
      'abroad',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  it.each([
    ['Wir wohnen in Straßen und der Wasserhahn in der Küche tropft.', 'Strassen'],
    ['In den Straßen von Mersch wird gebaut, seitdem ist unser Wasser braun. Wohnung in Mersch.', 'Mersch'],
    ['Our flat in Remich has a lovely view of the Moselle, but the bathroom tap drips.', 'Remich'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
