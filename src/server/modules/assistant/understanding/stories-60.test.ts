import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Sixtieth lessons, from new development sentences: a crack running diagonally, one a coin fits in or
 * one beside a floor that has sunk is the mason's; cocoons in a wardrobe with woollens are clothes
 * moths; unpaid overtime claimed by a former employee is a labour dispute; a club leaving its premises
 * with its chairs, shelves and books is a move; a ceramic hob's cracked glass is the appliance's.
 */
describe('stories, sixtieth lessons', () => {
  it.each([
    [
      'masonry',
      "There's a crack running diagonally from the corner of the window, and it has widened so I can fit a coin in it.",
    ],
    [
      'masonry',
      'Ein Riss läuft schräg von der Ecke der Garagentür nach oben und wird breiter, der Boden hat sich an der Ecke gesenkt.',
    ],
    [
      'pest-control',
      "Ci sono buchi nei maglioni di lana nell'armadio e ho trovato dei bozzoli sugli scaffali.",
    ],
    [
      'legal',
      'Un ex dipendente ci chiede 9.000 euro di straordinari non pagati con una lettera del sindacato, ma secondo noi le ore sono sbagliate.',
    ],
    [
      'moving',
      'La nostra associazione lascia la sede e deve portare libri, scaffali, sedie e il bancone nella sala nuova.',
    ],
    [
      'appliance-repair',
      'Se nos cayó un bote sobre la vitrocerámica y el cristal se ha rajado, ¿se puede cambiar solo el cristal?',
    ],
    [
      'appliance-repair',
      'Le verre de la plaque vitrocéramique s’est fissuré quand une casserole est tombée dessus.',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: a crack in a bathtub, a hair salon's basins that drain slowly though their traps are cleaned.
  it.each([
    ['plumbing', 'The bathtub has a crack along the bottom and water leaks into the ceiling below.'],
    [
      'plumbing',
      'I run a hair salon and two of the basins drain so slowly; we clean the hair traps every evening.',
    ],
  ])('still %s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
