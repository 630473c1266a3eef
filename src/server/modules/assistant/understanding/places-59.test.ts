import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fifty-ninth lessons on places: after the home's town and a comma, German and Luxembourgish "bei" is "near" ("in Ell,
 * bei Redange", "zu Bettendorf, bei Diekirch"), and the town after it a landmark; elsewhere "bei" is also "at
 * someone's" ("bei meinen Eltern in Redange"), and the town named is the place.
 */
describe('places, fifty-ninth lessons', () => {
  it.each([
    ['Wir wohnen in Ell, bei Redange, und der Wasserhahn in der Küche tropft seit Tagen.', 'Ell'],
    ['Unser Haus steht in Useldange, bei Redange, und die Fassade muss gestrichen werden.', 'Useldange'],
    ["Mir wunnen zu Bettendorf, bei Diekirch, an d'Luucht am Gank flackert.", 'Bettendorf'],
    ['Wir wohnen bei meinen Eltern in Redange, der Abfluss im Bad ist verstopft.', 'Redange'],
    ['Der Garten bei meiner Oma in Mersch ist total verwildert.', 'Mersch'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
