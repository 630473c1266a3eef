import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirty-sixth lessons on places: French "à" before a verb written small is no place ("à boucler les
 * comptes" is not Boudler); our country's name in brackets after a town ("Mersch (Luxembourg)") is the
 * country, not the capital.
 */
describe('places, thirty-sixth lessons', () => {
  it.each([
    ["Je n'arrive pas à boucler les comptes de l'association, il nous faut un comptable.", null],
    ['Wir wohnen in Mersch (Luxemburg) und die Heizung ist ausgefallen.', 'Mersch'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: a misspelt town after "à" written as a name, the capital's quarter with the country in brackets.
  it.each([
    ['Fuite sous l’évier à Strasssen, qui peut venir ?', 'Strassen'],
    ['Appartement au Kirchberg (Luxembourg), la serrure est bloquée.', 'Luxembourg'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
