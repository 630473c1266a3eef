import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Seventy-fourth lessons on places: the capital's name with "the city" told right after it ("no Luxemburgo, na
 * cidade") is the city; "Bitbuerg" is Bitburg, across the border, where the parents' house is the work.
 */
describe('places, seventy-fourth lessons', () => {
  it.each([
    [
      'Comprámos um T2 antigo no Luxemburgo, na cidade, para arrendar. A cozinha está muito velha.',
      'Luxembourg',
    ],
    [
      'Hemos comprado un piso viejo en Luxemburgo, en la ciudad, para alquilar. ¿Vale la pena reformarlo?',
      'Luxembourg',
    ],
    ['Trabalho no Luxemburgo há dez anos e quero saber como declarar os impostos.', null],
    [
      'Nom Stuerm leien bei mengen Elteren e puer Zillen am Gaart. D’Haus steet zu Bitbuerg, just iwwer der Grenz, ech selwer wunnen zu Housen.',
      'abroad',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
