import { describe, expect, it } from 'vitest'
import { readingOf } from './readings-for-tests'

/**
 * Luxembourgish painting ("ufierwen"), floor tiles ("Buedzillen") and cleaning after building works
 * ("no de Bauaarbechten propper maachen"), bites found on the skin and
 * a bed (bed bugs), and a photographer asked for by the German plural "einen Fotografen" beside the
 * website the photos are for. Development sentences.
 */

describe('a trade named by its words', () => {
  it.each([
    ["Mir mussen d'Stuff an d'Kummer nei ufierwen, mir wunnen zu Ettelbréck.", 'painting'],
    ['Mir brauchen een deen nei Buedzillen am Buedzëmmer zu Mamer leet.', 'tiling'],
    [
      'Unsere Kinder haben seit dem Urlaub Stiche an den Beinen, immer mehrere nebeneinander, und auf der Matratze sind Punkte. Wir wohnen in Mersch.',
      'pest-control',
    ],
    [
      "D'Haus muss no de Bauaarbechten komplett propper gemaach ginn ier mir aplënneren, zu Mamer.",
      'cleaning',
    ],
    [
      'Unser Verein macht eine neue Website und wir suchen einen Fotografen für Mannschaftsbilder in Mersch.',
      'photography',
    ],
  ])('%s → %s', (text, category) => {
    expect(readingOf(text)).toMatchObject({ category, categoryStatus: 'clear' })
  })
})
