import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fortieth lessons on places: a move told from the home it leaves ("d'un studio au Limpertsberg vers
 * Esch") is at that end, where the movers start; "in zona Gare" introduces the capital's quarter.
 */
describe('places, fortieth lessons', () => {
  it.each([
    [
      "Déménagement d'un studio au Limpertsberg vers Esch-sur-Alzette le samedi, une quinzaine de cartons.",
      'Luxembourg',
    ],
    ["Ho perso le chiavi dell'ufficio in zona Gare, serve qualcuno oggi.", 'Luxembourg'],
    ['Perdi as chaves do escritório na zona da Gare, preciso de alguém hoje.', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: the home's place right after it, with French "à", is where the move starts, not where it goes.
  it.each([
    ["Déménagement d'un appartement à Strassen vers Mersch fin avril, 40 cartons et un canapé.", 'Strassen'],
    ["On déménage d'une maison à Mamer vers Strassen, il faut un monte-meubles.", 'Mamer'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
