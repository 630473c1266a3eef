import { describe, expect, it } from 'vitest'
import { communeOf } from './readings-for-tests'

/**
 * Fifty-sixth lessons on places: "here in" before the capital's name is where the customer lives, the country, not
 * the city ("hei zu Lëtzebuerg", "here in Luxembourg", "hier in Luxemburg", "aquí en Luxemburgo"), unless the city
 * is said with it ("here in Luxembourg City", "an der Stad"). A cross-border worker's tax question names no commune,
 * and a partner away "in trasferta a Bruxelles" does not move a Gasperich lockout abroad: both already read so.
 */
describe('places, fifty-sixth lessons', () => {
  it.each([
    ["Mir wunnen zënter zwee Joer hei zu Lëtzebuerg a mir sichen e Moler fir d'Wunnzëmmer.", null],
    ["Hei zu Lëtzebuerg fannt een net einfach e Moler, wien ka bei eis d'Maueren ustreichen?", null],
    ["We've lived here in Luxembourg for three years and need a painter for the hallway.", null],
    ['Wir leben seit Jahren hier in Luxemburg und suchen einen Maler für das Treppenhaus.', null],
    [
      'Vivimos aquí en Luxemburgo desde hace un año y necesitamos ayuda con la declaración de la renta.',
      null,
    ],
    [
      'Hei zu Lëtzebuerg an der Stad, am Bahnhofsquartier, brauche mir e Moler fir eng Wunneng.',
      'Luxembourg',
    ],
    ['We need a painter for our flat here in Luxembourg City, in Bonnevoie.', 'Luxembourg'],
    ['Ich wohne in Trier und arbeite in Luxemburg, wer hilft mir bei der Steuererklärung?', null],
    [
      'Sono rimasto chiuso fuori di casa a Gasperich, mia moglie è in trasferta a Bruxelles con le chiavi.',
      'Luxembourg',
    ],
  ])('%s → %s', (text, commune) => {
    expect(communeOf(text)).toBe(commune)
  })
})
