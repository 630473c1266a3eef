import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Thirty-ninth lessons on places: "the Luxembourg market" is the country's; a town here named as the
 * one right after a home abroad on the road ("Athus, logo a seguir a Rodange") is a landmark.
 */
describe('places, thirty-ninth lessons', () => {
  it.each([
    [
      'We are launching our app for the Luxembourg market and need the texts translated into French and German.',
      null,
    ],
    ['Moramos em Athus, logo a seguir a Rodange, e queríamos uma porta de correr em madeira.', 'abroad'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guard: the capital's quarter for a market stall.
  it.each([['Je cherche un photographe pour mon stand au marché du Glacis à Luxembourg.', 'Luxembourg']])(
    'still %s → %s',
    (text, commune) => {
      expect(communeOf(text)).toBe(commune)
    },
  )
})
