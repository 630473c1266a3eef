import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Forty-second lessons on places: the customer's own job told with the verb after the place ("well mir an
 * d'Stad schaffe ginn") is no work place; a tradesperson "based in Luxembourg" is from the country; for a
 * service done from an office, a spouse who commutes in, or "I work here", keeps the customer here; an
 * everyday word one letter from a name ("Schüler") or equal to one ("roost") is no place.
 */
describe('places, forty-second lessons', () => {
  it.each([
    ['Mir sichen eng Botzfra fir eist Haus zu Klierf, well mir allebéid an d’Stad schaffe ginn.', 'Clervaux'],
    [
      'Wir suchen einen Gärtner für unser Haus in Mersch, weil wir beide in Luxemburg arbeiten und keine Zeit haben.',
      'Mersch',
    ],
    [
      'My house in Metz needs painting, is there a painter based in Luxembourg who would come over?',
      'abroad',
    ],
    ['My husband commutes in from Arlon and I work here, can someone do our joint tax return?', null],
    ['Meine Frau pendelt aus Trier, ich arbeite hier, wer macht unsere Steuererklärung?', null],
    ['Mir sinn eng Musekschoul mat 90 Schüler a brauchen eng nei Websäit.', null],
    ['Crows roost in the big tree above our car every night and the car is covered in droppings.', null],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })

  // Guards: a tradesperson's work there, a company based in the city, the villages by their own names.
  it.each([
    ['Den Dachdecker soll zu Miersch schaffe kommen, d’Zillen si futti.', 'Mersch'],
    ['Our company is based in Luxembourg City and needs office cleaning twice a week.', 'Luxembourg'],
    ['Mir wunnen zu Roost, d’Dachrinn leeft iwwer.', 'Bissen'],
    ['Mir wunnen zu Schuller an d’Heizung ass futti.', 'Dippach'],
  ])('still %s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
