import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/** Seventy-third lessons on places: the French villages along the border by Differdange and Pétange are abroad. */
describe('places, seventy-third lessons', () => {
  it.each([
    [
      "On habite à Hussigny-Godbrange, juste de l'autre côté de la frontière, et on voudrait des panneaux solaires.",
      'abroad',
    ],
    [
      'Wir wohnen in Hussigny, direkt hinter der Grenze, und möchten eine Photovoltaikanlage aufs Dach.',
      'abroad',
    ],
    ['Nous habitons Saulnes et la chaudière ne démarre plus.', 'abroad'],
    // A Luxembourg town named for the work stays, with the village across the border as the customer's home.
    ['We live in Herserange but the flat that needs painting is in Differdange.', 'Differdange'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
