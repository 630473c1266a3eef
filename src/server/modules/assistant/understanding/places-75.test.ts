import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/** Seventy-fifth lessons on places: a town here told "ao pé de" (at the foot of, next to) a relative's home abroad is a landmark. */
describe('places, seventy-fifth lessons', () => {
  it.each([
    [
      'A casa da minha mãe fica em Audun-le-Tiche, do lado francês, mesmo ao pé de Esch onde nós moramos. Sempre que chove salta o disjuntor.',
      'abroad',
    ],
    ['Moramos em Esch e a cozinha precisa de ser pintada.', 'Esch-sur-Alzette'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
