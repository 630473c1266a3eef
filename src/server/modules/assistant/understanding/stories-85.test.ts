import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Eighty-fifth lessons, from new development sentences: rain spilling over an edge "like a waterfall" ("bei
 * Starkregen … über die Rinne"), a gutter that overflows, the roofer's (a rain shower with a cascade stays the
 * plumber's); small creatures in a line ("une file de petites bestioles"), pests (English "bugs" and "file" are also
 * software's); a modem and video calls that freeze or drop, IT support (not a videographer's, nor the electrician's
 * blinking light), while a therapist by video call is no trade and a video intercom the electrician's; a washing
 * machine or dishwasher where there is no water connection yet, the plumber's (one that no longer takes water though
 * its supply is open stays the repairer's). Hollow-sounding DIY tiles and ants on their way to the cat food already
 * read right in these words.
 */
describe('stories, eighty-fifth lessons', () => {
  it.each([
    [
      'roofing',
      "When it pours, water spills over the edge above our front door like a waterfall and there's a green streak down the wall.",
    ],
    [
      'roofing',
      'Bei Starkregen läuft das Wasser über die Rinne und klatscht vor die Haustür, an der Fassade ist schon ein grüner Streifen.',
    ],
    [
      'roofing',
      "Quand il pleut fort, l'eau passe par-dessus la gouttière comme une cascade devant la fenêtre de la cuisine.",
    ],
    [
      'plumbing',
      'Je voudrais remplacer le pommeau de douche par une douche pluie avec cascade, et changer le mitigeur.',
    ],
    [
      'plumbing',
      'When it rains heavily the drain in the courtyard overflows and the water comes into the garage.',
    ],
    [
      'pest-control',
      "Il y a une file de petites bestioles qui va du plinthe jusqu'à la gamelle du chat, tous les matins.",
    ],
    [
      'pest-control',
      "Des petites bêtes noires en file indienne le long du mur de la salle de bain, d'où viennent-elles?",
    ],
    ['it-support', 'Ogni sera internet salta, il modem lampeggia e devo riavviarlo.'],
    [
      'it-support',
      'Since we moved the office upstairs our video calls freeze all the time and the others hear us like robots.',
    ],
    [null, "I'd like to talk to a therapist by video call in the evenings, is that something you offer?"],
    [null, 'Busco una psicóloga que haga sesiones por videollamada, en portugués si es posible.'],
    ['electrical', 'Il videocitofono del condominio non funziona più, lo schermo resta nero quando suonano.'],
    ['photography', 'Nous cherchons un vidéaste pour filmer notre mariage en juin.'],
    [
      'it-support',
      'Il modem della fibra si spegne da solo ogni sera e perdo la connessione durante le videochiamate.',
    ],
    [
      'it-support',
      'The modem in our office keeps dropping the connection, and the printer can’t be found anymore.',
    ],
    [
      'plumbing',
      'Acabamos de comprar un lavavajillas nuevo pero en la cocina no hay toma de agua ni desagüe donde lo queremos poner.',
    ],
    [
      'plumbing',
      'Die neue Waschmaschine soll in den Keller, dort gibt es aber keinen Wasseranschluss und keinen Abfluss.',
    ],
    [
      'appliance-repair',
      "Le lave-linge ne prend plus l'eau, pourtant l'arrivée d'eau est ouverte. Il affiche E01.",
    ],
    [
      'tiling',
      "J'ai posé moi-même le carrelage de la cuisine, plusieurs carreaux sonnent creux et deux sont fissurés.",
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
