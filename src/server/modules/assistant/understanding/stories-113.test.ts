import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-thirteenth lessons, from new development sentences: a home just bought with three of its parts named as
 * they were built ("cuisine d'origine", "the kitchen is original") and a carpet ("moquette") among its floors, asked
 * as how long and how much, is one renovation; with others that already read right (a 1970s house's kitchen,
 * bathroom and floors; a yoga teacher's courses sold online with a members' area).
 */
describe('stories, hundred-and-thirteenth lessons', () => {
  it.each([
    [
      'renovation',
      "On vient d'acheter un appartement de 1982 : cuisine d'origine, salle de bains à carrelage orange, moquette partout et vieilles portes. Est-ce faisable en trois mois et quel budget prévoir pour 80 m² ?",
    ],
    [
      'renovation',
      "We've bought a 1970s terraced house: the kitchen is original, the bathroom is avocado green, there's lino over the floorboards and single glazing. Can all of that be done in two months, and roughly what should we budget for 110 m²?",
    ],
    [
      'web-development',
      "Sono un'insegnante di yoga e vorrei vendere corsi online con video e un'area riservata per le iscritte. Meglio una piattaforma pronta o qualcosa fatto su misura? E quanto costa mantenerlo?",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
