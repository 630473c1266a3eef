import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-eighteenth lessons, from new development sentences: outer render that sounds hollow (and comes away
 * in sheets) is the mason's though someone advises painting over it; hot water to preheat "with the sun" on a roof is
 * solar's; where a shop's counter goes, with its products and light, is the designer's; holes or a tunnel with an
 * animal seen with a long tail are pest control's; cement steps at the door with a step that wobbles are the mason's
 * ("degrau"). An Italian "rendering 3D" of a bar is no render on a wall.
 */
describe('stories, hundred-and-eighteenth lessons', () => {
  it.each([
    [
      'masonry',
      "Sur le pignon de notre maison, le crépi se décolle par plaques et sonne creux quand on tape. Un ami dit de repeindre par-dessus, mais on voudrait refaire l'enduit.",
    ],
    [
      'masonry',
      'An der Westseite unseres Hauses klingt der Außenputz hohl, wenn man klopft, und löst sich in Platten. Der Nachbar meint, einfach überstreichen.',
    ],
    [
      'masonry',
      "The render on the side of our house sounds hollow when you tap it and is coming away in sheets. A neighbour says just paint over it; we'd rather have it redone.",
    ],
    [
      'solar',
      'Wir haben ein kleines Hotel und der Gasverbrauch fürs Warmwasser ist enorm. Das Flachdach liegt den ganzen Tag in der Sonne. Wir würden das Warmwasser gern mit der Sonne vorheizen.',
    ],
    [
      'solar',
      "Nous gérons un camping et l'eau chaude des douches nous coûte une fortune en gaz. Le toit du bloc sanitaire est plein sud. On aimerait préchauffer l'eau chaude avec le soleil.",
    ],
    [
      'interior-design',
      "On transforme l'ancien chai en caveau de dégustation. On ne sait pas où mettre le comptoir, comment présenter 300 bouteilles ni quel éclairage choisir.",
    ],
    [
      'pest-control',
      "Nel giardino dei miei genitori sono comparsi dei buchi vicino all'orto e una galleria sotto la casetta. Mio padre ha visto un animale grigio con la coda lunga.",
    ],
    [
      'pest-control',
      'In the garden there are new holes near the compost and a tunnel under the shed. Last night my dad saw a big grey animal with a long tail running along the wall.',
    ],
    [
      'masonry',
      'As escadas de cimento da entrada estão partidas nas pontas e um degrau abana, dá para refazer antes do inverno?',
    ],
    [
      'interior-design',
      "Apro un piccolo bar e il locale è vuoto. Mi serve qualcuno che disegni l'arredamento, il bancone e l'illuminazione. Fate anche i rendering 3D?",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
