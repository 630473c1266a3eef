import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/** Swollen wood, a hanging gutter, an extension with plans and a permit. Development sentences. */

describe('wood that has swollen is the joiner’s, though water did it', () => {
  it.each([
    ['Wir haben ein Café und brauchen eine neue Theke aus Eiche, die alte ist aufgequollen.', 'carpentry'],
    ['La encimera de madera junto al fregadero está hinchada por el agua, hay que cambiarla.', 'carpentry'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a gutter hanging or torn off is the roofer’s, though water runs down the wall', () => {
  it.each([
    [
      "Depuis la tempête la gouttière de la maison pend et l'eau coule le long du mur. Qui peut venir la refixer?",
      'roofing',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it('a loose socket beside a blocked gutter is still several small jobs', () => {
    expect(
      tradeOf('Buenas tardes, varias cosas: una puerta que roza, un enchufe suelto y el canalón que rebosa.'),
    ).toBeNull()
  })
})

describe('an extension with plans and a permit is a whole job', () => {
  it.each([
    ['Queremos ampliar la casa con una habitación más hacia el jardín, con planos y permiso.', 'renovation'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it('"avaliação" (a review) is no misspelt extension', () => {
    expect(tradeOf('como é que deixo uma avaliação ao senhor que veio cá ontem?')).toBeNull()
  })
})
