import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundred-and-sixth lessons, from new development sentences: holiday homes turned round on changeover days with the
 * beds changed are the cleaners' round; a crack running slantwise or measured in millimetres, above an opening or
 * towards the ceiling, is the mason's (one within a door's panel stays the joiner's, one across a floor tile the
 * tiler's); premises cleaned once or twice a week or a month ("alguém que viesse duas vezes por mês"); with others that
 * already read right (a lawn to scarify and sow again, an underfloor heating's manifold, small critters fleeing the
 * light, a wooden banister that wobbles).
 */
describe('stories, hundred-and-sixth lessons', () => {
  it.each([
    ['gardening', 'Mir wëllen de Rasen am Fréijoer vertikutéieren an nei asäen, ongeféier 300 m2.'],
    ['gardening', 'Wer kann unseren Rasen vertikutieren und nachsäen? Etwa 400 m².'],
    ['gardening', "On voudrait faire scarifier la pelouse et la ressemer avant l'été."],
    [
      'heating',
      'Am Buedzëmmer gëtt de Buedem net méi waarm, um Verdeeler am Keller dréint sech bei engem Krees näischt méi.',
    ],
    [
      'heating',
      'Die Fußbodenheizung im Wohnzimmer bleibt kalt, am Verteiler im Keller zeigt ein Durchflussmesser nichts mehr an.',
    ],
    [
      'heating',
      'Le sol de la salle de bains ne chauffe plus, au collecteur un des débitmètres reste à zéro.',
    ],
    [
      'cleaning',
      'Wir vermieten sechs Ferienwohnungen; an den Wechseltagen muss alles sauber sein und die Bettwäsche gewechselt werden.',
    ],
    [
      'cleaning',
      'Our holiday cottages need turning round on changeover Saturdays, beds changed and everything spotless.',
    ],
    [
      'masonry',
      "There's a crack running diagonally from the corner of the bedroom door towards the ceiling, it's now 4 mm wide.",
    ],
    [
      'masonry',
      "Une fissure part en diagonale du coin de la fenêtre vers le plafond et s'élargit d'année en année.",
    ],
    [
      'masonry',
      'Über der Balkontür verläuft ein schräger Riss, der inzwischen fast einen halben Zentimeter breit ist.',
    ],
    [
      'pest-control',
      'À noite aparecem uns bichos pretos na casa de banho que fogem para debaixo do lavatório quando acendo a luz.',
    ],
    [
      'pest-control',
      'Por la noche salen unos bichos marrones de detrás de la nevera cuando enciendo la luz.',
    ],
    ['pest-control', "La nuit, des bestioles brunes filent sous l'évier dès qu'on allume la lumière."],
    [
      'cleaning',
      'Temos um pequeno escritório com cozinha e casa de banho que está sempre sujo, queríamos alguém que viesse duas vezes por mês.',
    ],
    [
      'cleaning',
      'Unser Vereinsheim mit Küche und Toiletten ist nach jedem Wochenende schmutzig; jemand sollte jeden Montag kommen.',
    ],
    [
      'carpentry',
      'La ringhiera di legno della scala traballa e due colonnine sono staccate, serve qualcuno che la sistemi.',
    ],
    ['carpentry', 'Das Holzgeländer an unserer Treppe wackelt und zwei Stäbe sind lose.'],
    ['carpentry', 'The wooden banister on our stairs wobbles and two spindles have come loose.'],
    ['tiling', 'One of the bathroom floor tiles has a diagonal crack right across it.'],
    ['carpentry', 'The oak door has a diagonal crack in one of its panels, can a joiner repair it?'],
    [
      'cleaning',
      'Après chaque location il faut faire le ménage et changer les draps, entre deux locations on a quatre heures.',
    ],
    [
      'tiling',
      'Two hallway floor tiles sound hollow and one cracked diagonally from corner to corner last week.',
    ],
    [
      'tiling',
      'Alcune piastrelle del bagno si sono sollevate e una ha una crepa diagonale, quando ci cammini sopra fanno rumore.',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
