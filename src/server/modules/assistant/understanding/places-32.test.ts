import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirty-second lessons on places: Portuguese names the country with its article after any
 * preposition ("para o Luxemburgo", "pelo Luxemburgo"), so coming to live there names no work place;
 * "a cidade do Luxemburgo" is the city, though "do" names the country elsewhere, and the "do" after
 * "cidade" tells no place of origin (a move to the city is placed at its loading end).
 */
describe('places, thirty-second lessons', () => {
  it.each([
    [
      'Viemos para o Luxemburgo em 2019 e agora o patrão despediu-me sem aviso, preciso de um advogado.',
      null,
    ],
    [
      'O meu irmão veio para o Luxemburgo com um contrato que não foi respeitado, queremos um advogado.',
      null,
    ],
    ['Preciso de um advogado, o escritório tem de ser na cidade do Luxemburgo.', 'Luxembourg'],
    ['Quero pintar o apartamento na cidade do Luxemburgo.', 'Luxembourg'],
    // The city as a move's destination: its "do" is no place of origin, the loading end is Differdange.
    ['Mudança de um T3 de Differdange para a cidade do Luxemburgo em junho', 'Differdange'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  it.each([
    [
      'Mudei-me para o Luxemburgo em 2021 e o senhorio quer ficar com a caução toda, preciso de um advogado.',
      null,
    ],
    ["I'd like the flat painted, it's in the city of Luxembourg.", 'Luxembourg'],
    ['Preciso de uma mudança da cidade do Luxemburgo para Esch no sábado.', 'Luxembourg'],
  ])('and still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
