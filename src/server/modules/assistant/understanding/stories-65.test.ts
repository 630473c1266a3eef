import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Sixty-fifth lessons, from new development sentences: a ground floor's wiring, pipes or toilets, floors and kitchen
 * all to redo is one renovation ("the ground floor" no longer reads as an earth wire); a bang in the walls when a tap
 * closes and a tap giving almost no cold water are the plumber's; sanding dust everywhere after the painters, rooms
 * cleaned and beds made on changeover days, a kitchen and its hood made to shine before an inspection are the
 * cleaners'; a VPN that no longer connects is IT support's; a gas hob's burners clicking without a flame are the
 * appliance's; more sockets or a circuit of their own for a new machine are the electrician's; a tree pruned wrong
 * or to fell beside the roof is the gardener's; a final tax return on leaving is the accountant's; old floorboards
 * to sand and varnish are the carpenter's.
 */
describe('stories, sixty-fifth lessons', () => {
  it.each([
    [
      'renovation',
      'Mir hunn en aalt Haus zu Bieles kaaft, am Keller an um Rez-de-chaussée soll alles eraus: Buedem, Elektresch, Waasserleitungen, an dann alles nei.',
    ],
    [
      'renovation',
      'The whole ground floor of the old farmhouse we bought has to be redone: wiring, toilets, kitchen, floors and insulation, and we need someone to run the project.',
    ],
    [
      'renovation',
      'Our club was given an old house as its meeting place; the wiring, the toilets, the kitchen and the floors all need redoing and we need someone to manage it all.',
    ],
    [
      'plumbing',
      "Quand on ferme le robinet de la cuisine, il y a un coup sec dans les murs, on dirait un marteau, depuis les travaux sur le réseau d'eau.",
    ],
    ['plumbing', 'Jedes Mal wenn wir den Wasserhahn zudrehen, knallt es laut in den Wänden.'],
    [
      'plumbing',
      'Seit gestern kommt am Waschbecken im Bad kaum noch kaltes Wasser, in der Küche ist alles normal.',
    ],
    [
      'plumbing',
      'Since this morning almost no cold water comes out of the kitchen tap, the bathroom is fine.',
    ],
    [
      'cleaning',
      "Après la rénovation de l'école il y a de la poussière de ponçage partout, sur les tables et les jouets, il faut tout remettre au propre avant la rentrée.",
    ],
    [
      'cleaning',
      'After the painters sanded and repainted the office there is fine dust everywhere, we need it all cleaned before Monday.',
    ],
    [
      'cleaning',
      'Unsere kleine Ferienpension hat sechs Zimmer, wir brauchen jemanden, der an den Wechseltagen die Zimmer und Bäder putzt und die Betten neu bezieht.',
    ],
    [
      'cleaning',
      'We run a small dance studio and need the floor, the changing rooms and the toilets cleaned three times a week in the evening.',
    ],
    [
      'cleaning',
      'O nosso café vai ter inspeção sanitária, precisamos de alguém que deixe a cozinha, o exaustor e o chão a brilhar.',
    ],
    [
      'cleaning',
      'Our restaurant kitchen, the extractor hood, the walls and the floor must be spotless before the hygiene inspection next week.',
    ],
    [
      'it-support',
      'Wir sind ein Architekturbüro, seit heute kann sich niemand mehr per VPN einwählen, das Zertifikat ist abgelaufen.',
    ],
    [
      'it-support',
      'Since this morning nobody in our office can connect to the VPN from home, it says the certificate has expired.',
    ],
    [
      'appliance-repair',
      "Two burners on our gas hob won't light anymore, they keep clicking but there is no flame.",
    ],
    ['appliance-repair', "La plaque au gaz fait clic clic mais deux brûleurs ne s'allument plus."],
    [
      'electrical',
      'We need three more double sockets and a separate circuit for the new dishwasher in the office kitchen.',
    ],
    ['electrical', 'Il nous faut deux prises doubles en plus et une ligne dédiée pour le nouveau four.'],
    [
      'heating',
      'Our pellet boiler keeps stopping every few days and the burner pot is full of half-burnt pellets, I restart it and it runs for a day.',
    ],
    [
      'heating',
      'Der Pelletofen geht alle paar Tage aus, die Brennschale ist voll mit halb verbrannten Pellets.',
    ],
    [
      'accounting',
      "I'm leaving Luxembourg in May to go back home, do I need to file a last tax return for this year and can I get money back?",
    ],
    [
      'accounting',
      "Je rentre en France en juillet après cinq ans ici, est-ce que je dois faire une dernière déclaration d'impôts ?",
    ],
    [
      'masonry',
      'Cracks like steps are opening in the block wall of our garage and get wider every month, the side door barely closes now.',
    ],
    [
      'masonry',
      'Se han abierto grietas en escalera en el muro de bloques de la casa y cada vez son más anchas.',
    ],
    [
      'gardening',
      'Un vecino podó mal el cerezo en verano y ahora media copa está seca, está cerca del tejado, hay que mirarlo o talarlo.',
    ],
    [
      'gardening',
      'The big walnut tree was pruned at the wrong time, half of it has dried out and it hangs over the roof, someone should check it or fell it.',
    ],
    [
      'carpentry',
      'El suelo de tarima de pino del piso está muy gastado, ¿vale la pena lijarlo y barnizarlo o poner tarima nueva?',
    ],
    ['carpentry', 'Our old pine floorboards are worn and stained, is it worth sanding and varnishing them?'],
    ['carpentry', 'Le plancher en pin est usé, faut-il le poncer et le vitrifier ou en poser un neuf ?'],
  ])('%s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })

  // Guards: sockets without earth; old wiring on the ground floor; ants along the sockets; an oven that trips the
  // breaker; movers carrying beds; a garden's ground.
  it.each([
    ['electrical', "Le prese della cantina non hanno la terra, bisogna rifare tutto l'impianto?"],
    ['electrical', 'The wiring on the ground floor is from the seventies and we want it all replaced.'],
    ['pest-control', 'Há formigas pequenas que andam pelas tomadas da cozinha e cada dia aparecem mais.'],
    ['electrical', "Quand j'allume le four, le disjoncteur saute à chaque fois."],
    [
      'moving',
      'We need two movers to carry the beds, the wardrobe and the sofa to our new flat, then we clean the old one ourselves.',
    ],
    ['gardening', 'The hedge along the garden is too high and the ground is full of weeds.'],
  ])('still %s: %s', (category, text) => {
    expect(tradeOf(text)).toBe(category)
  })
})
