import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Ninety-third lessons, from new development sentences: four or more parts of an old home to redo or still old (the
 * roof, the wiring, the bathrooms, the insulation, the windows, the heating) are one renovation, as is a new kitchen
 * with new pipes and new wiring; "a parte elétrica" is a part of the house ("a" is "the"), not an electrician asked
 * for; a heating-oil tank to clean with its burner serviced is the heating firm's. Slates blown off with daylight
 * between the beams (roofing) and a crack in a cellar wall that keeps widening (masonry) already read right.
 */
describe('stories, ninety-third lessons', () => {
  it.each([
    [
      'renovation',
      'Wir haben ein altes Winzerhaus gekauft: Fenster, Heizung, Leitungen und das Bad sind alle über 40 Jahre alt. Sanieren oder abreißen, wer berät uns?',
    ],
    [
      'renovation',
      'Lohnt sich die Sanierung eines Hauses von 1935, oder ist ein Neubau günstiger? Elektrik, Heizung, Fenster und Bäder müssen alle neu.',
    ],
    [
      'renovation',
      "My parents' old farmhouse needs the roof, the wiring, the bathrooms and the insulation redone. What comes first, and who can take on the whole thing?",
    ],
    [
      'renovation',
      "Dans la vieille ferme de ma sœur il faut refaire la toiture, l'électricité, les salles de bain et l'isolation. Par quoi commencer ?",
    ],
    [
      'renovation',
      "Nella casa vecchia dei miei suoceri bisogna rifare il tetto, l'impianto elettrico, i bagni e l'isolamento. Da dove si comincia?",
    ],
    [
      'renovation',
      'Na casa velha que herdámos é preciso refazer o telhado, a parte elétrica, as casas de banho e o isolamento. Por onde começar?',
    ],
    [
      'renovation',
      'Compramos una casa antigua y queremos una cocina nueva y abrir la pared hacia el salón, con fontanería y electricidad nuevas. ¿Cuánto dura una obra así?',
    ],
    [
      'renovation',
      'We bought an old house and want a new kitchen, the wall to the living room opened up, new plumbing and new wiring. How long does a job like that take?',
    ],
    [
      'renovation',
      'Kauften ein altes Haus: neue Küche, die Wand zum Wohnzimmer öffnen, neue Wasserleitungen und neue Elektrik. Wie lange dauert so was?',
    ],
    [
      'renovation',
      "Mir hunn en aalt Haus kaaft a wëllen eng nei Kichen, d'Mauer zum Living opmaachen an nei Leitungen an Elektresch. Wéi laang dauert dat?",
    ],
    [
      'roofing',
      "After last night's storm there are bits of slate all over the lawn and we can see daylight between the rafters in the attic bedroom.",
    ],
    [
      'roofing',
      "Depuis la tempête, il y a des morceaux d'ardoise dans le jardin et on voit le jour entre les chevrons dans la chambre sous le toit.",
    ],
    [
      'roofing',
      'Nach dem Sturm liegen Schieferstücke im Garten und im Dachzimmer sieht man Tageslicht zwischen den Balken.',
    ],
    [
      'roofing',
      'Depois do vento desta noite há pedaços de ardósia no quintal e no quarto de cima vê-se a luz do dia entre as vigas.',
    ],
    [
      'roofing',
      'Dopo il vento di stanotte ci sono pezzi di ardesia in giardino e nella camera sopra si vede la luce tra le travi.',
    ],
    [
      'roofing',
      'Tras el temporal hay trozos de pizarra en el patio y desde el desván se ve la luz entre las tejas.',
    ],
    [
      'masonry',
      'Im Keller läuft ein Riss schräg durch die Wand, vor einem Jahr war er haarfein, jetzt passt ein Fingernagel hinein.',
    ],
    [
      'masonry',
      "There's a diagonal crack in the cellar wall from the window corner down to the floor; a year ago it was hairline, now a coin fits in it.",
    ],
    [
      'masonry',
      "Une fissure en biais traverse le mur de la cave depuis l'angle de la fenêtre, l'an dernier elle était fine, maintenant on y glisse une pièce.",
    ],
    [
      'masonry',
      'Há uma fenda na parede da cave que vai do canto da janela até ao chão, no ano passado era fininha e agora cabe lá uma moeda.',
    ],
    [
      'masonry',
      "Una crepa in diagonale nel muro della cantina si allarga, l'anno scorso era sottile e ora ci entra una moneta.",
    ],
    [
      'heating',
      'Our heating oil tank needs cleaning and the burner serviced before the winter, who does that?',
    ],
    [
      'heating',
      "Il faut nettoyer la cuve à fioul et faire l'entretien du brûleur avant l'hiver, qui s'en occupe ?",
    ],
    ['heating', 'Der Heizöltank muss gereinigt und der Brenner gewartet werden, bevor es kalt wird.'],
    [
      'heating',
      'O depósito do gasóleo de aquecimento precisa de limpeza e o queimador de revisão antes do inverno.',
    ],
    [
      'heating',
      "Bisogna pulire il serbatoio del gasolio e fare la manutenzione del bruciatore prima dell'inverno.",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    [
      'cleaning',
      'We need someone every Friday to clean the kitchen, the bathroom, the windows and the toilets of our office.',
    ],
    [
      'plumbing',
      'The old pipes under the kitchen sink and the bathroom basin both leak, can a plumber replace them?',
    ],
  ])('parts of a home named for the job of one trade stay with that trade: %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
