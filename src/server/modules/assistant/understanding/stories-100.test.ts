import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * Hundredth lessons, from new development sentences: a day nursery ("crèche", "Kita") to clean every evening, and
 * rooms to scrub ("récurer"), are the cleaners'; an office's move with its workstations and files ("si sposta",
 * "faldoni") is the movers'; an oven or hob whose supply the electrician found in order is the appliance's own fault.
 */
describe('stories, hundredth lessons', () => {
  it.each([
    [
      'cleaning',
      'Nous gérons une micro-crèche à Strassen et cherchons une entreprise pour un passage tous les soirs après la fermeture, avec des produits adaptés aux bébés.',
    ],
    [
      'cleaning',
      "Notre cabinet de kiné cherche quelqu'un pour récurer les salles et les sanitaires chaque soir après 19h.",
    ],
    [
      'cleaning',
      'Wir führen eine Kita mit 30 Kindern und suchen eine Firma, die jeden Abend nach 18 Uhr alles reinigt, mit kindgerechten Mitteln.',
    ],
    [
      'moving',
      "Il nostro studio di architetti si sposta a marzo in un nuovo ufficio: 15 postazioni, i plotter e l'archivio vanno portati nel weekend.",
    ],
    [
      'appliance-repair',
      "Since October the left half of our ceramic hob stays cold. The kitchen shop told us it's surely the wiring and we should call an electrician. He came, tested the socket and the cable, and says the power reaching the hob is fine. It's two years old. Is it worth repairing?",
    ],
    [
      'appliance-repair',
      'Unser Backofen heizt nicht mehr richtig. Der Elektriker war da und sagt, am Anschluss ist alles in Ordnung. Wer repariert den Ofen?',
    ],
  ])('%s ← %s', (trade, text) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
