import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Eighty-seventh lessons, from new development sentences: a forced sale among heirs ("den Verkauf erzwingen", "force
 * a sale"; "hinterlassen" is an estate), the lawyer's; the sky seen from the attic after a storm, the roofer's; a home
 * that is a mess and someone to come every week, a cleaner (a garden in chaos stays the gardener's); washrooms someone
 * "kümmert sich" about daily, cleaning; producing one's own electricity, solar; the carpet taken up for a wood floor,
 * the floor layer's (a floor heating that stopped under a new parquet stays the heating's); colours and lights chosen
 * with a space's layout, interior design (repainting in other colours stays the painter's). An oak staircase, stone
 * repointed with cement, a frost-proof outdoor tap, water hammer and a lock jammed after oil already read right in
 * these words.
 */
describe('stories, eighty-seventh lessons', () => {
  it.each([
    ['carpentry', 'Mir hätte gär eng nei Trap aus Eech an eisem Haus, 14 Trapen, wat kascht dat?'],
    ['carpentry', 'Mir sichen een deen eis eng Eechentrap mécht, déi al ass vu 1960 a knaschtert.'],
    [
      'roofing',
      'Nom Stuerm leien e puer Leeën am Gaart an um Späicher gesäit een den Himmel. Kann een dat séier zoumaachen?',
    ],
    [
      'roofing',
      'Depuis la tempête, des ardoises sont tombées dans le jardin et on voit le ciel depuis le grenier.',
    ],
    [
      'plumbing',
      'Wir möchten einen frostsicheren Außenwasserhahn an der Garage, die Leitung kommt aus dem Keller.',
    ],
    [
      'plumbing',
      "We'd like a frost-proof outdoor tap on the back wall for the garden hose, the pipe would come from the utility room.",
    ],
    [
      'masonry',
      'Unsere alte Bruchsteinmauer wurde mit Zementmörtel neu verfugt, jetzt platzen die Steine an den Kanten ab und sie ist innen nass.',
    ],
    [
      'masonry',
      'The old stone wall in the garden was repointed with cement a few years ago and now the stone faces are flaking off.',
    ],
    [
      'cleaning',
      'Wir haben einen Campingplatz mit zwei Sanitärgebäuden und suchen jemanden, der sich von April bis Oktober täglich um Duschen und Toiletten kümmert.',
    ],
    [
      'cleaning',
      'Los dos trabajamos hasta tarde y el piso es un desastre, ¿alguien que venga cada semana unas tres horas?',
    ],
    [
      'cleaning',
      'Lavoriamo entrambi a tempo pieno e la casa è un disastro, cerchiamo qualcuno che venga ogni settimana.',
    ],
    [
      'renovation',
      'Die Umkleiden in unserem Vereinsheim sind von 1985: Duschen, Fliesen, Lüftung und Elektrik müssen neu, wer koordiniert das alles?',
    ],
    [
      'legal',
      'Meine Mutter ist gestorben und hat uns Geschwistern ein Haus hinterlassen. Meine Schwester wohnt drin, zahlt nichts und will nicht verkaufen. Können wir den Verkauf erzwingen?',
    ],
    [
      'legal',
      'Our father died and left the house to the three of us. My brother lives in it and refuses to sell or buy us out. Can we force a sale?',
    ],
    [
      'interior-design',
      'Wir bauen ein altes Haus um und bekommen eine offene Wohnküche, Kochinsel oder L-Form? Welche Wandfarben und Leuchten passen dazu?',
    ],
    [
      'interior-design',
      'Vamos abrir um estúdio de ioga numa antiga loja e precisamos de alguém que desenhe o espaço: cores, iluminação, onde pôr os espelhos.',
    ],
    ['plumbing', 'Ogni volta che chiudo il rubinetto in cucina si sente un colpo nei tubi e trema il muro.'],
    [
      'plumbing',
      "Every time the washing machine stops filling there's a loud bang in the pipes and the wall shakes.",
    ],
    ['plumbing', "Chaque fois qu'on ferme le robinet, il y a un coup de bélier dans les tuyaux."],
    [
      'locksmith',
      'Ho spruzzato del WD-40 nella serratura della cantina e adesso la chiave entra ma non gira più.',
    ],
    ['locksmith', "I sprayed oil into the front door lock and now the key goes in but won't turn at all."],
    [
      'solar',
      'Abbiamo una stalla con un grande tetto esposto a sud e vorremmo produrre la nostra elettricità.',
    ],
    ['solar', "Our barn has a big south-facing roof and we'd like to produce our own electricity with it."],
    [
      'solar',
      'Wir möchten auf dem Dach der Scheune unseren eigenen Strom produzieren, der Melkstand braucht viel.',
    ],
    [
      'carpentry',
      'Vogliamo togliere la moquette in soggiorno e mettere un parquet in rovere, con riscaldamento a pavimento.',
    ],
    [
      'carpentry',
      'We want to rip out the carpet in the living room and lay oak boards, we have underfloor heating.',
    ],
    [
      'painting',
      "On voudrait repeindre le salon dans d'autres couleurs et changer les luminaires du couloir.",
    ],
    [
      'electrical',
      'Wir brauchen neue Leuchten im Flur und in der Küche, die Farben der Kabel sind alt, bitte Elektriker.',
    ],
    [
      'gardening',
      "Le jardin est un vrai chaos, il faudrait quelqu'un chaque semaine pour la pelouse et les haies.",
    ],
    [
      'legal',
      'Mein Bruder und ich haben die Wohnung geerbt, er will nicht verkaufen. Kann ich den Verkauf erzwingen?',
    ],
    [
      'heating',
      "Le chauffage au sol ne chauffe plus dans le salon depuis qu'on a posé le parquet, la moquette était mieux.",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
