import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fifty-fifth lessons on places: a town abroad told "across the river from" one of ours in Italian ("dall'altra parte
 * del fiume rispetto a Bollendorf-Pont", "sull'altra sponda") is the job's, abroad, as it already was in German and
 * English ("gegenüber von", "across the bridge from").
 */
describe('places, fifty-fifth lessons', () => {
  it.each([
    [
      "La casa di mia zia è a Bollendorf, dall'altra parte del fiume rispetto a Bollendorf-Pont. Il muro del giardino sta crollando.",
      'abroad',
    ],
    [
      'Das Haus meiner Tante ist in Bollendorf, auf der anderen Seite der Sauer gegenüber von Bollendorf-Pont. Die Gartenmauer bröckelt.',
      'abroad',
    ],
    [
      'Our house is in Echternacherbrück, right across the bridge from Echternach. The roof needs redoing. We’d prefer a Luxembourg firm.',
      'abroad',
    ],
    ['Il muro del giardino sta crollando, siamo a Bollendorf-Pont, vicino al ponte.', 'Berdorf'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
