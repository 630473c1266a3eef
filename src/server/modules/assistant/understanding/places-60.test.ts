import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Sixtieth lessons on places: Luxembourgish "Bierg" (a hill) and "Tratten" (a stair's steps) are ordinary words
 * unless a preposition makes them Berg and Troine; where a relative or friend comes from ("my brother-in-law from
 * Metz said…") is no place of the work, though in a move it is where it starts; "Luxembourg" in a question about
 * what is normal to pay is the country; where a household "has to" be by a date ("mir mussen bis den 1. Abrëll op…")
 * is the end of its move.
 */
describe('places, sixtieth lessons', () => {
  it.each([
    ["D'Mauer déi de Bierg ophält huet e Rass. Mir sinn zu Baastenduerf.", 'Tandel'],
    ["Eist Haus steet um Bierg, d'Dachrënn ass futti.", null],
    ["Ech wunnen zu Bierg, d'Dachrënn ass futti.", 'Betzdorf'],
    ['Eis Holztrap knaschtert op dräi Tratten.', null],
    ['Mir wunnen zu Tratten, de Kamäin zitt net.', 'Wincrange'],
    ['Mäi Schwoer aus Metz huet gesot, mir bräichte keen Affekot. Ech brauch eng Consultatioun.', null],
    ["My brother-in-law from Metz says we don't need a lawyer. I need advice.", null],
    ["Eng Frëndin aus Tréier huet gesot, mir missten d'Heizung entlëften.", null],
    ['A colleague from Arlon recommended you; our boiler in Mamer is dead.', 'Mamer'],
    ['My friend in Arlon needs a plumber.', 'abroad'],
    [
      'Preciso de uma empresa de mudanças para levar as coisas da minha mãe de Dudelange para Portugal em julho.',
      'Dudelange',
    ],
    [
      'Is it normal to pay around 18 euros an hour for a cleaner in Luxembourg, or is that low? Should we go through an agency?',
      null,
    ],
    ['I need a plumber in Luxembourg, can someone come today?', 'Luxembourg'],
    [
      "Ech wunnen nach an engem Haus zu Ettelbréck, mir mussen bis den 1. Abrëll an d'Stad op de Lampertsbierg. Wien hëlleft beim Plënneren?",
      'Ettelbruck',
    ],
    [
      'Mir hunn 40 Këschten an engem Appartement zu Dikrech. Mir mussen Enn Mäerz op Bouneweg. Wie hëlleft beim Plënneren?',
      'Diekirch',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
