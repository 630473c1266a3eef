import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Forty-eighth lessons, from new development sentences: a fridge known by its compartments ("bac à
 * légumes", "crisper drawer") is the appliance, named or not; a cooking zone ("Kochzone") that beeps and
 * stops is the hob's; "zur selwechter Zäit" is "at the same time" in Luxembourgish; everything original
 * "à remettre à neuf" is a renovation; little creatures ("bestioles") running out at night are pests.
 */
describe('stories, forty-eighth lessons', () => {
  it.each([
    [
      'appliance-repair',
      "Dans le bac à légumes il y a de l'eau chaque matin et au fond une couche de glace se forme. L'appareil est un Liebherr de sept ans, encastré. Mamer",
    ],
    [
      'appliance-repair',
      "In the crisper drawer there is water every morning and a thick layer of ice builds up on the back wall. It's a built-in Bosch, eight years old. Mamer",
    ],
    [
      'appliance-repair',
      'Wenn ich den großen Topf auf die vordere Kochzone stelle, piept es nach einer Minute und sie schaltet ab. Ein Neff-Einbaugerät, Küche in Mamer.',
    ],
    [
      'electrical',
      "Wann de Kachplack an d'Spullmaschinn zur selwechter Zäit lafen, ass d'ganz Kichen däischter an ech muss an de Keller. Mamer",
    ],
    [
      'renovation',
      "Tout est d'origine dans l'appartement : cuisine, salle de bain, électricité, parquet. Combien faut-il prévoir pour tout remettre à neuf ? Mamer",
    ],
    [
      'pest-control',
      'Des bestioles noires sortent de derrière le lave-vaisselle la nuit, les enfants ont peur. Mamer',
    ],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
