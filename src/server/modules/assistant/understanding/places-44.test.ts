import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Forty-fourth lessons on places: Portuguese "nos" and "nas" ("in the", plural) before a quarter's name ("nos
 * Cents"); Luxembourgish "Plazen" (seats) is no misspelt Platen.
 */
describe('places, forty-fourth lessons', () => {
  it.each([
    ["Mir sinn e Veräin a wëllen eng Websäit wou d'Leit Plazen fir eis Concerten reservéiere kënnen.", null],
    ["Et gëtt nach Plazen am Cours, mir brauchen awer e Bichhalter fir d'Asbl.", null],
    ['Comprámos um apartamento nos Cents e queremos pintar tudo antes de entrar.', 'Luxembourg'],
    ['Moramos nos Cents há dois anos e a caldeira avariou.', 'Luxembourg'],
    ['Temos uma loja nos Hollerich e precisamos de limpeza.', 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: French "nos" (our) before a room, with the town after it; a quarter after "nos" with a home verb.
  it.each([
    ['Nous aimerions repeindre nos chambres dans la maison à Mamer.', 'Mamer'],
    ['Moramos nos Cents e precisamos de um eletricista.', 'Luxembourg'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
