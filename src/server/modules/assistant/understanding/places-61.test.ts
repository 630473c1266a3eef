import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Sixty-first lessons on places: where a firm or a tradesperson is based ("a roofer based in Luxembourg City", "eine
 * Firma mit Sitz in…") is theirs, not the work's; the customer's own firm based somewhere is still the place; German
 * "Betten" (beds) is no misspelt Bettel.
 */
describe('places, sixty-first lessons', () => {
  it.each([
    [
      'We have an old farmhouse in Wincrange whose roof leaks. Would a roofer based in Luxembourg City travel up here?',
      'Wincrange',
    ],
    [
      'Unser Garten in Rambrouch ist verwildert. Kommt auch eine Firma mit Sitz in Luxemburg-Stadt hier hoch?',
      'Rambrouch',
    ],
    [
      "Notre maison à Clervaux doit être repeinte ; est-ce qu'une entreprise basée à Esch se déplace jusqu'ici ?",
      'Clervaux',
    ],
    ['We are a small firm based in Strassen and our office needs cleaning.', 'Strassen'],
    ['Das Zimmer soll zwei Betten, einen Schreibtisch und Stauraum haben.', null],
    ['Wir wohnen in Bettel, die Heizung ist kaputt.', 'Tandel'],
    [
      'Mäi Papp muss aus senger Wunneng zu Wolz an en Altersheem zu Dikrech plënneren, wie hëlleft mat de Miwwelen?',
      'Wiltz',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
