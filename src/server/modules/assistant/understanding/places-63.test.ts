import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Sixty-third lessons on places: Luxembourgish "de Plënner" and "den Ëmzuch" (the move, as nouns) start where the
 * household leaves; German "wir führen" (we run) is no Fouhren.
 */
describe('places, sixty-third lessons', () => {
  it.each([
    ['Plënner vu Klierf op Dikrech, 3 Zëmmer, Enn Juni.', 'Clervaux'],
    ['Den Ëmzuch vu Wooltz op Iechternach ass de 4. Mäerz.', 'Wiltz'],
    ['Mir plënneren de 4. Mäerz vun Ëlwen op Wolz, 2 Zëmmer, kee Lift.', 'Troisvierges'],
    ['Wir führen eine Kita mit 30 Kindern und suchen eine Reinigungsfirma.', null],
    ['Wir wohnen in Fuhren, die Heizung ist kaputt.', 'Tandel'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
