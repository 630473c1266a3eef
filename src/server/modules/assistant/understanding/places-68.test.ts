import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/** Sixty-eighth lessons on places: Luxembourgish "am Holz" (in the wood) is no Holtz, as "um Holz" was not. */
describe('places, sixty-eighth lessons', () => {
  it.each([
    ["Am Holz vun der Dier sinn déif Rëss an d'Faarf geet of.", null],
    ["D'Rillen am Holz vum Parkett gesäit een iwwerall, mir sinn zu Miersch.", 'Mersch'],
    ['Um Giewel vun eisem Haus zu Mamer ass e Rass, deen all Joer méi grouss gëtt.', 'Mamer'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
