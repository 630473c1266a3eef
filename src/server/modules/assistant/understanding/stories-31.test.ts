import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Thirty-first lessons, from new development sentences: clothes and pantry moths, woodworm and critters
 * seen running (pest control), porcelain stoneware (tiling), where the furniture goes drawn up (interior
 * design), pictures taken for a new website or a brochure (photography), a Luxembourgish tree to take
 * down (gardening), cleaning told as what did the harm, and works told finished with their dust left.
 */
describe('stories, thirty-first lessons', () => {
  it.each([
    [
      "Nell'armadio della camera a Mersch ci sono tarme: buchi nei maglioni di cachemire e piccole larve.",
      'pest-control',
    ],
    [
      'In dispensa a Diekirch ci sono farfalline nella farina e dei bozzoli negli angoli dei ripiani.',
      'pest-control',
    ],
    [
      'En el armario de la entrada hay polillas y los abrigos tienen agujeros, vivimos en Bertrange.',
      'pest-control',
    ],
    [
      'As vigas do sótão da casa em Wiltz têm caruncho, há pó fino por baixo todas as manhãs.',
      'pest-control',
    ],
    [
      'Quando entro na despensa em Esch vejo bichinhos pretos a fugir para debaixo das prateleiras.',
      'pest-control',
    ],
    ['Im Kleiderschrank in Mamer sind Motten, die Wollpullover haben überall kleine Löcher.', 'pest-control'],
    [
      'Queremos poner porcelánico en la cocina de nuestra casa en Mamer, unos 20 m², ¿cuánto cuesta?',
      'tiling',
    ],
    ['Vorremmo posare gres porcellanato effetto legno in soggiorno, circa 30 metri quadri.', 'tiling'],
    [
      "We just bought a flat in Howald and the living room is a strange shape; we'd like someone to draw up a 3D plan of where everything should go.",
      'interior-design',
    ],
    [
      'Nos mudamos a un piso en Dudelange y no sabemos cómo colocar los muebles del salón, ¿alguien nos hace un plano de distribución?',
      'interior-design',
    ],
    [
      'Unsere Brauerei in Diekirch braucht Produktaufnahmen der Flaschen und Stimmungsbilder in der Halle für die neue Webseite.',
      'photography',
    ],
    [
      'Für die Broschüre unseres Hotels in Vianden suchen wir jemanden, der die Zimmer und die Terrasse professionell ablichtet.',
      'photography',
    ],
    [
      'Eisen ale Kiischtebam hannert dem Haus zu Hosingen ass hallef dout, deen misst ëmgeschloe ginn.',
      'gardening',
    ],
    // Cleaning told as the cause: the harm it did is what is asked about.
    [
      'Since the cleaners pressure-washed our solar panels, one of them has brown marks and the app shows less power.',
      'solar',
    ],
    [
      'Depuis que le voisin a nettoyé nos panneaux photovoltaïques au Kärcher, la production a chuté et un module a des taches brunes.',
      'solar',
    ],
    // …but cleaning said not done for years is the need itself.
    [
      "D'Glasdach vun eiser Veranda zu Hesper ass zanter dräi Joer net méi gebotzt ginn, et ass ganz gréng, kann een dat maachen?",
      'cleaning',
    ],
    // Works told finished: what they left behind is the need.
    [
      "D'Renovatioun vun der Kichen ass endlech fäerdeg, mee iwwerall läit wäisse Stëbs, och an de Schief an op de Fënsterbänken.",
      'cleaning',
    ],
    [
      "La rénovation de la salle de bain est enfin terminée, mais il y a de la poussière de plâtre partout dans l'appartement.",
      'cleaning',
    ],
    [
      "La ristrutturazione è finalmente finita, ma c'è polvere bianca ovunque, anche dentro gli armadi.",
      'cleaning',
    ],
  ])('%s → %s', (text, category) => {
    expect(tradeOf(text)).toBe(category)
  })
})
