import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-eighth lessons, from new development sentences: the Luxembourgish "Lounofrechnung" (payslips) is the
 * accountant's; fingermarks on glass doors or windows, a sofa or rug stained, a kitchen and toilets cleaned every
 * weekday evening with a monthly scrub, and a hall put back in order after an event are the cleaners'; a formal
 * warning with a claim ("Abmahnung") is the lawyer's though it is about a website's photo; crumbling joints in
 * sandstone or a vaulted cellar are the mason's, not the tiler's; an attic made into rooms with its insulation or
 * wiring is one renovation; panels that produce less since they were washed are the solar firm's; with others that
 * already read right (a new lawn, a heating's pressure that drops, shutters to repaint, a leak around a chimney), and
 * guards: a converted attic's leaking roof window, bedbugs' spots on a sofa, a formal notice to translate, a tiled
 * floor's crumbling joints.
 */
describe('stories, hundred-and-eighth lessons', () => {
  it.each([
    ['gardening', 'Wien kann eis eng nei Wiss uleeën, ongeféier 200 m² am Gaart?'],
    ['accounting', "Ech sichen een fir all Mount d'Lounofrechnung vun eiser Hausdame ze maachen."],
    [
      'heating',
      'Den Drock vun der Heizung fält all Dag ënner 1 bar an ech muss ëmmer erëm Waasser nofëllen.',
    ],
    [
      'cleaning',
      "Les baies vitrées de notre salle d'attente sont pleines de traces de doigts, on cherche quelqu'un pour les faire chaque mois.",
    ],
    [
      'cleaning',
      'Unsere Glastüren und Schaufenster sind voller Fingerabdrücke, jemand sollte sie jede Woche machen.',
    ],
    [
      'legal',
      'Wir haben eine Abmahnung wegen eines Fotos auf unserer Webseite bekommen und sollen 900 Euro zahlen.',
    ],
    ['masonry', 'Im Gewölbekeller bröseln die Fugen zwischen den Sandsteinen, wer kann das neu verfugen?'],
    [
      'renovation',
      'Wir möchten das Dachgeschoss ausbauen lassen, mit Dämmung, Dachfenstern, Strom und neuem Boden.',
    ],
    [
      'cleaning',
      'Our office kitchen and toilets need someone every weekday evening, and a proper scrub once a month.',
    ],
    [
      'cleaning',
      'Entornou-se café no sofá de tecido e no tapete da sala, há alguém com máquina que tire as manchas?',
    ],
    [
      'cleaning',
      'Dopo la cena di beneficenza per 150 persone la sala parrocchiale è un disastro, cerchiamo qualcuno che la rimetta in ordine lunedì mattina.',
    ],
    ['painting', "Vorrei far ridipingere le persiane di legno e il cancello del giardino prima dell'estate."],
    [
      'roofing',
      'Cuando llueve mucho sale una mancha alrededor de la chimenea en el desván y la madera de al lado está mojada.',
    ],
    [
      'solar',
      'Limpiamos los paneles solares con agua a presión y desde entonces producen mucho menos, ¿alguien puede revisarlos?',
    ],
    [
      'roofing',
      'Water drips in around the roof window of our converted attic whenever it rains from the west.',
    ],
    [
      'pest-control',
      'On se réveille avec des piqûres et il y a des petites taches noires sur le matelas et le canapé.',
    ],
    [
      'translation',
      'Nous avons reçu une mise en demeure en polonais et il nous faut une traduction française pour lundi.',
    ],
    [
      'tiling',
      'Le fughe del pavimento in gres della cucina sono nere e si sbriciolano, cerco qualcuno che le rifaccia.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
