import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Seventy-first lessons on places: a name with an article, a comma and a city that is not here ("el Born, en
 * Barcelona") is a district of that city, not the village of the same name here; without the article ("in Born, in
 * Rosport"), before a city here ("in Hamm, in Luxembourg City") or before a feast ("à Wiltz, à Noël"), the name stays.
 */
describe('places, seventy-first lessons', () => {
  it.each([
    [
      'Nuestra empresa tenía antes la oficina en el Born, en Barcelona; ahora necesitamos la web en francés.',
      null,
    ],
    [
      'Mi hermana vive en el Born, en Barcelona, y yo necesito un fontanero aquí en Esch para una fuga.',
      'Esch-sur-Alzette',
    ],
    [
      'Ich wohne in Born, in Rosport, und die Heizungsleitung im Keller tropft: ich brauche einen Klempner.',
      'Rosport-Mompach',
    ],
    ["On vient à Wiltz, à Noël, et il faudrait réparer la fuite sous l'évier avant.", 'Wiltz'],
    ['We live in Hamm, in Luxembourg City, and the kitchen tap is leaking badly.', 'Luxembourg'],
    ["On habite au Kirchberg, à Noël on reçoit la famille et l'évier fuit.", 'Luxembourg'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
