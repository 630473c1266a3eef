import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-fourth lessons, from new development sentences: roof tiles found fallen or slipped with the attic wet
 * under them are the roofer's, though the roof is not named (the Luxembourgish "Fiischt" is its ridge, not a
 * spruce); a dent in a car's body to knock out and repaint is the body shop's, a trade LuxPro does not list, when the
 * car is a model's name ("ma Clio", "meu Seat Ibiza") or a body part no building has ("Heckklappe", "parafango").
 */
describe('stories, hundred-and-fourth lessons', () => {
  it.each([
    [
      'roofing',
      "Gëschter Owend louchen zwou Zillen op der Trap virum Haus, an elo dreipt et um Späicher op d'Këschten. Mir sinn zu Mamer.",
    ],
    [
      'roofing',
      'Um Fiischt vun eisem Haus ass eng Rei Zillen verrutscht, kann een dat fixéieren ier et reent?',
    ],
    [
      'roofing',
      'after the gale we found bits of tile on the drive and the loft insulation is soaked in one corner',
    ],
    [
      'roofing',
      "Après le coup de vent on a retrouvé des tuiles cassées dans l'allée, et au grenier la laine de verre est trempée sous le faîtage.",
    ],
    ['tiling', 'We want new tiles in the attic bathroom, the old ones are cracked.'],
    [null, 'Hat jemand Zeit, eine Beule an der Heckklappe meines Golfs auszubeulen und neu zu lackieren?'],
    [
      null,
      "Il y a une bosse sur l'aile avant de ma Clio, je cherche quelqu'un pour la redresser et la repeindre.",
    ],
    [null, 'Preciso de alguém que tire uma mossa da porta do meu Seat Ibiza e a volte a pintar.'],
    [null, "Qualcuno può sistemare un'ammaccatura sul parafango della mia Panda e riverniciarlo?"],
    ['painting', "Il faut repeindre la porte d'entrée, la peinture s'écaille."],
    ['appliance-repair', 'There is a dent in the fridge door and it no longer closes properly.'],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
