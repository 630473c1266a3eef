import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Fifty-first lessons, from new development sentences: a staircase that creaks or whose step moves
 * ("kraacht", "grince", "creaks") is the joiner's, though it meets a wall; solar heat for the hot water
 * ("solare termico", "solar térmico") is solar's, though water, heat and "sanitaria" are named.
 */
describe('stories, fifty-first lessons', () => {
  it.each([
    [
      'carpentry',
      'Eis Trap aus Holz am Haus zu Bissen kraacht, eng Stuf beweegt sech an et ass eng Spléck tëscht der Trap an der Mauer.',
    ],
    [
      'solar',
      "Vorrei un impianto solare termico per l'acqua calda sanitaria, siamo in cinque, casa a Wiltz.",
    ],
    [
      'solar',
      "Cerchiamo qualcuno per il solare termico per scaldare l'acqua, villetta a Strassen con tetto a sud.",
    ],
    ['solar', 'Queremos poner solar térmico para el agua caliente en la casa de Hesperange.'],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
