import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Forty-ninth lessons on places: a relative's home here yields to a town abroad named after it and a "but" ("my
 * mother lives in Wasserbillig, but the house to fix is in Igel"), as it already yielded to a town here.
 */
describe('places, forty-ninth lessons', () => {
  it.each([
    ['My mother lives in Wasserbillig but the house to fix is in Igel, Germany.', 'abroad'],
    [
      'Mia suocera abita a Wasserbillig ma la casa che deve sistemare è a Igel, in Germania, e il lavandino perde da giorni.',
      'abroad',
    ],
    ['Ma belle-mère habite à Wasserbillig mais la maison à réparer est à Igel, en Allemagne.', 'abroad'],
    ['Meine Mutter wohnt in Wasserbillig, aber das Haus, um das es geht, steht in Trier.', 'abroad'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  it.each([
    [
      'My mother lives in Igel but she would like the plumber to come to our flat in Wasserbillig.',
      'Mertert',
    ],
    ['Meine Mutter wohnt in Wasserbillig, aber sie arbeitet in Trier, und ihr Bad muss neu.', 'Mertert'],
    ['Mia suocera abita a Wasserbillig ma la casa da sistemare è a Mersch.', 'Mersch'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
