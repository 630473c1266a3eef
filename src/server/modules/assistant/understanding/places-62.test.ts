import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Sixty-second lessons on places: the town of the shop whose salesperson gave advice ("le vendeur du magasin de
 * peinture à Bertrange") is not the work's; a shop or office that moves ("déménage", "si trasferisce") starts where
 * it leaves; a namesake told apart as "the one of Luxembourg, not of Germany" is the village here.
 */
describe('places, sixty-second lessons', () => {
  it.each([
    [
      "Le vendeur du magasin de peinture à Bertrange m'a dit qu'une couche suffisait. Maintenant il faut tout refaire dans le salon, à Mondorf.",
      'Mondorf-les-Bains',
    ],
    [
      'Notre agence de voyages déménage en mars du Limpertsberg vers des bureaux à Bertrange, 12 postes et des archives.',
      'Luxembourg',
    ],
    [
      'Il nostro negozio si trasferisce da Mersch a Lintgen a febbraio, cerchiamo una ditta di traslochi.',
      'Mersch',
    ],
    [
      'Vivimos en Bous, el de Luxemburgo, no el de Alemania, y la puerta del armario se ha salido del riel.',
      'Bous-Waldbredimus',
    ],
    [
      'Moramos em Bous, o do Luxemburgo e não o da Alemanha, e a porta do roupeiro saiu da calha.',
      'Bous-Waldbredimus',
    ],
    [
      'We live in Steinfort, the one in Luxembourg, not Steinfurt in Germany, and the tap drips.',
      'Steinfort',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
