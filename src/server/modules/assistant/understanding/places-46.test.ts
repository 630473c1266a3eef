import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Forty-sixth lessons on places: a name said as not the one, straight after "nicht", "not", "pas" ("Merzig im
 * Saarland, nicht Mertzig!") or after a preposition ("wir wohnen in Mertzig, nicht in Merzig") is no place of the work,
 * whether it is here or abroad; Portuguese "no" before a name is "in the", no negation.
 */
describe('places, forty-sixth lessons', () => {
  it.each([
    [
      'Bei uns in Merzig (Saarland, nicht Mertzig!) liegen nach dem Sturm drei Ziegel im Hof, oben am First ist ein Loch.',
      'abroad',
    ],
    ['Wir wohnen in Mertzig, nicht in Merzig, und nach dem Sturm fehlen Ziegel.', 'Mertzig'],
    ['Our house is in Merzig in Germany, not Mertzig, and two tiles blew off in the storm.', 'abroad'],
    [
      'Notre maison est à Merzig en Sarre, pas Mertzig, et il manque deux tuiles depuis la tempête.',
      'abroad',
    ],
    ['Precisamos de um eletricista no Kirchberg para mudar duas tomadas.', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
