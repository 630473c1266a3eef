import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fiftieth lessons on places: Luxembourgish "um" (on the) before an everyday noun is a surface, not a village ("e
 * naasse Flak um Holz" is wet wood, not Holtz); "zu Holz" is still the village, and a quarter after "um" ("um Gronn")
 * still the quarter.
 */
describe('places, fiftieth lessons', () => {
  it.each([
    ['Um Dachbuedem ass e naasse Flak um Holz vun de Balken, mir wunnen zu Ettelbréck.', 'Ettelbruck'],
    ['Mir hunn e Lach am Daach, a beim Kamäin ass Schimmel um Holz.', null],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  it.each([
    ['Mir wunnen zu Holz, eis Heizung ass futti.', 'Rambrouch'],
    ['Mir wunnen am Grund an eis Heizung ass futti.', 'Luxembourg'],
    ['Eis Wunneng um Kierchbierg huet e Waasserschued.', 'Luxembourg'],
    ['Ech sinn um Gronn virun der Dier a mäi Schlëssel ass dobannen.', 'Luxembourg'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
