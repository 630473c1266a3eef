import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-third lessons, from new development sentences: a kitchen and a bathroom both to redo, with their tiles,
 * pipes or wiring, are one renovation; a flooded floor of the home with its walls, floors and wiring to redo is one
 * renovation; a move with furniture to take apart and put back is the movers', while a joiner asked to take a
 * wardrobe apart stays the joiner's; "move a 2-bed flat" is a move.
 */
describe('stories, hundred-and-third lessons', () => {
  it.each([
    [
      'renovation',
      "D'Kichen an d'Buedzëmmer vun eisem Haus si vun 1980 a solle béid nei gemaach ginn, mat Plättercher, Sanitär an neie Stroumleitungen.",
    ],
    [
      'renovation',
      'Küche und Bad sind von 1982 und sollen beide neu gemacht werden, mit Fliesen, Sanitär und neuen Leitungen.',
    ],
    [
      'renovation',
      'O rés-do-chão ficou inundado na cheia: paredes húmidas até meio metro, o chão flutuante levantou e a eletricidade foi cortada. Quanto custa refazer tudo?',
    ],
    [
      'renovation',
      "Après l'inondation, le rez-de-chaussée est à refaire : murs humides, parquet flottant soulevé, électricité coupée.",
    ],
    [
      'moving',
      'Need a quote to move a 1-bed flat from Mamer to Metz in May, including taking apart and rebuilding a wardrobe and a bed.',
    ],
    ['carpentry', "Le menuisier doit démonter l'armoire encastrée et la remonter dans l'autre chambre."],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
