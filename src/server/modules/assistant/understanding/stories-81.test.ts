import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Eighty-first lessons, from new development sentences: a bathroom, a kitchen and the wiring to modernise together
 * ("moderniséieren", "modernisieren"), a renovation; dirty water coming back up a cellar's floor drain when the washing
 * machine empties, the plumber's (a machine that no longer pumps out stays the repairer's); oak boards laid on
 * underfloor heating that gap and cup, the joiner's; a garage turned into a studio, a renovation. Cracked wall tiles
 * to swap, a leaning retaining wall and a glossy hall to repaint in matt already read right in these words.
 */
describe('stories, eighty-first lessons', () => {
  it.each([
    [
      'renovation',
      "Mir hunn en alt Haus zu Wolz geierft, d'Buedzëmmer an d'Kichen sinn aus de 60er Joren an d'Elektresch ass nach déi al. Wat kascht et fir Buedzëmmer, Kichen an Elektresch zesummen ze moderniséieren?",
    ],
    [
      'renovation',
      "Nous avons hérité d'une vieille maison à Clervaux : salle de bain et cuisine des années 70, électricité d'origine. Combien faut-il prévoir pour moderniser la salle de bain, la cuisine et l'électricité ensemble ?",
    ],
    [
      'renovation',
      'We inherited an old house in Wiltz, bathroom and kitchen from the seventies and the original wiring. What budget should we plan to modernise the bathroom, kitchen and electrics together before renting it out?',
    ],
    [
      'renovation',
      'Wir haben ein altes Haus in Vianden geerbt: Bad und Küche aus den 70ern, die Elektrik noch original. Was kostet es, Bad, Küche und Elektrik zusammen zu modernisieren?',
    ],
    [
      'plumbing',
      'Im Keller drückt das Abwasser aus dem Bodenablauf hoch, sobald die Waschmaschine abpumpt. Haus in Mersch, wer kann kommen?',
    ],
    [
      'plumbing',
      "Quand la machine à laver vidange, l'eau sale remonte par le siphon de sol de la cave. Maison à Diekirch.",
    ],
    [
      'plumbing',
      'Whenever the washing machine empties, dirty water comes back up through the floor drain in the cellar. House in Ettelbruck.',
    ],
    [
      'tiling',
      'Three of the wall tiles in our kitchen are cracked and we still have spares, who could replace them without damaging the others? Flat in Strassen.',
    ],
    [
      'tiling',
      'Zwei Wandfliesen im Bad sind gesprungen, Ersatzfliesen haben wir noch. Wer kann sie austauschen, ohne die anderen zu beschädigen? Wohnung in Mamer.',
    ],
    [
      'tiling',
      'Deux carreaux muraux de la salle de bain sont fêlés, on a encore des carreaux de rechange. Qui peut les remplacer sans abîmer les autres ? À Bertrange.',
    ],
    [
      'masonry',
      'The retaining wall at the bottom of our garden has started to lean outwards and some blocks at the base have cracked, with soil pushing through. Can someone assess and repair it? House in Mersch.',
    ],
    [
      'masonry',
      'Die Stützmauer am Hang hinter dem Garten neigt sich nach außen, unten sind Steine gerissen und die Erde drückt durch. Wer kann sie begutachten und reparieren? Haus in Wiltz.',
    ],
    [
      'masonry',
      "Le mur de soutènement au fond du jardin penche vers l'extérieur et quelques blocs en bas se sont fissurés. Quelqu'un peut venir voir et le réparer ? Maison à Junglinster.",
    ],
    [
      'carpentry',
      'We had solid oak boards laid on the underfloor heating and now there are gaps of a few millimetres and some boards are cupping. About 30 m2 in the living room, who could fix or relay them? House in Bertrange.',
    ],
    [
      'carpentry',
      'Unser Eichenparkett liegt auf der Fußbodenheizung und jetzt haben sich Fugen von 3 mm gebildet, einige Dielen wölben sich an den Rändern. Wer kann das richten oder neu verlegen? Haus in Mersch.',
    ],
    [
      'carpentry',
      'Le parquet en chêne massif posé sur le chauffage au sol a maintenant des joints de 3 mm et certaines lames se bombent. Qui peut le reprendre ou le reposer ? Maison à Mamer.',
    ],
    [
      'painting',
      'Il negozio ci ha consigliato uno smalto lucido per le pareti del corridoio e ora si vede ogni imperfezione del muro. Vorremmo rifare corridoio e ingresso con una pittura opaca lavabile, circa 40 m2. Appartamento a Esch.',
    ],
    [
      'painting',
      "The shop talked us into a gloss paint for the hallway walls and now every bump in the plaster shows. We'd like the hall and entrance redone in a washable matt, about 40 m2. Flat in Bertrange.",
    ],
    [
      'painting',
      'Im Flur haben wir Glanzlack an die Wände gestrichen und jetzt sieht man jede Unebenheit der Wand. Wir möchten Flur und Eingang in einem abwaschbaren matten Ton neu streichen lassen, ca. 40 m². Wohnung in Strassen.',
    ],
    ['plumbing', 'Der Gully im Hof ist verstopft und das Wasser steht nach jedem Regen. Haus in Mamer.'],
    [
      'appliance-repair',
      'Die Waschmaschine pumpt nicht mehr ab und zeigt den Fehler F21. Wohnung in Strassen.',
    ],
    [
      'renovation',
      "We live in Thionville and want to turn the garage into a studio for my mother. My brother, who lives in Mondorf, thinks it's not worth it. Roughly what would it cost?",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
