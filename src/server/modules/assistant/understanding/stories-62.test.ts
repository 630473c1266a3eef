import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Sixty-second lessons, from new development sentences: an attic or loft to make into children's rooms or
 * bedrooms with insulation and windows is a renovation; a whole home to renovate said outright ("tout
 * rénover", "komplett saniert", "toda renovada") is one renovation, though its roof, wiring and heating are
 * named; a house or a restaurant to shoot at golden hour, outside and in, is the photographer's; one
 * open-plan kitchen-living space whose colours and lights are in doubt is the interior designer's.
 */
describe('stories, sixty-second lessons', () => {
  it.each([
    [
      'renovation',
      'Mir wëllen de Späicher ausbauen fir zwee Kannerzëmmer, mat Isolatioun, Fënsteren a Buedem.',
    ],
    [
      'renovation',
      'We want to convert the loft into two bedrooms, with insulation, skylights and new flooring.',
    ],
    [
      'renovation',
      'On hésite à acheter une vieille maison: toiture à refaire, électricité d’origine, pas d’isolation. Est-ce que ça vaut le coup de tout rénover?',
    ],
    ['renovation', 'A casa precisa de ser toda renovada: telhado, eletricidade, canalização e janelas.'],
    ['renovation', 'Das alte Bauernhaus müsste komplett saniert werden: Dach, Elektrik, Heizung, Fenster.'],
    [
      'photography',
      'We need someone to shoot our finished house at golden hour, exteriors and some interiors, for an award entry.',
    ],
    [
      'interior-design',
      'We’re opening up the ground floor into one big kitchen-living space and can’t agree on wall colours and where the lights should go.',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: a list of small problems stays a question; a garden shoot for a magazine; lights alone.
  it.each([
    [null, 'Buenas tardes, varias cosas: una puerta que roza, un enchufe suelto y el canalón que rebosa.'],
    ['electrical', 'Two ceiling lights in the kitchen-living room flicker and one socket is dead.'],
    ['roofing', 'Das Dach muss neu gedeckt werden, die Ziegel sind kaputt.'],
  ])('still %s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
