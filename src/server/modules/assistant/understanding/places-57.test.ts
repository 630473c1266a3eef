import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fifty-seventh lessons on places: for a service done from an office, a customer who lives in the country ("I moved
 * from France to Luxembourg in June", "je suis arrivé de Belgique au Luxembourg") is served here, and the town abroad
 * their story names (a flat still let in Nancy, for the tax return) is what the service is about, not a place abroad;
 * a plumber for that flat is still asked for abroad.
 */
describe('places, fifty-seventh lessons', () => {
  it.each([
    [
      'I need an accountant for my tax return, I moved from France to Luxembourg in June and still rent out a flat in Nancy.',
      null,
    ],
    [
      'Je cherche un comptable pour ma déclaration, je suis arrivé de Belgique au Luxembourg en mai et je loue encore un appartement à Liège.',
      null,
    ],
    ['We moved to Luxembourg last year and need a plumber for our flat in Nancy.', 'abroad'],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
