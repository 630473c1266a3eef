import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Twenty-ninth lessons on places: villages across the border whose names Luxembourg has only in a
 * hamlet's (Wallendorf, Martelange) or not at all, and Luxembourgish "éischt" (first), which is no place.
 */
describe('places, twenty-ninth lessons', () => {
  it.each([
    ['Mäi Brudder huet e Gaart zu Wallendorf op der däitscher Säit, kann een deen ofmeeën?', 'abroad'],
    ['Abbiamo un appartamento a Martelange, dalla parte belga, e il tetto perde da settimane.', 'abroad'],
    ['Notre maison à Hayange a besoin d’un nouveau tableau électrique, vous venez jusque-là ?', 'abroad'],
    ['Wir haben ein Ferienhaus in Neuerburg und die Heizung springt nicht mehr an.', 'abroad'],
    ['Mir sichen fir d’éischt Kéier e Comptabel fir eis kleng Firma, wat kascht dat am Mount?', null],
    ['Ech hätt gär eng éischt Consultatioun bei engem Affekot wéinst mengem Kontrakt.', null],
    ['Eis Heizung zu Éischt mécht Kaméidi an d’Waasser gëtt net méi waarm.', 'Rambrouch'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
