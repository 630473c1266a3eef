import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/** Sixty-fifth lessons on places: Portuguese "pertinho de" and Spanish "cerquita de" (very near) name a landmark. */
describe('places, sixty-fifth lessons', () => {
  it.each([
    ['O nosso escritório fica em Villerupt, pertinho de Esch, e os computadores estão lentos.', 'abroad'],
    ['Nuestra oficina está en Thionville, cerquita de Dudelange, y los ordenadores van lentos.', 'abroad'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
