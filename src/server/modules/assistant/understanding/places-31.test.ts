import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirty-first lessons on places: a name between "from" and "to" another town ("von Merl nach Trier",
 * "from Hamm to Metz", "vu Merl op Tréier", "de Merl para o Porto") is a town, though it is short or
 * also an everyday word; a move between it and a town abroad is placed at its end in Luxembourg, where
 * the movers are found.
 */
describe('places, thirty-first lessons', () => {
  it.each([
    ['Mudanza de Bridel a Madrid en agosto, casa de cuatro habitaciones', 'Kopstal'],
    ['Umzug von Cents nach Saarbrücken Ende April, 3 Zimmer', 'Luxembourg'],
    ["We're moving from Hamm to Metz in the summer, two-bedroom flat", 'Luxembourg'],
    ['Mir plënneren am Mee vu Merl op Tréier, 3 Zëmmer', 'Luxembourg'],
    ['Trasloco da Bridel a Bruxelles a luglio, casa con quattro camere', 'Kopstal'],
    ['Mudança de Merl para o Porto em setembro, um T2', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
