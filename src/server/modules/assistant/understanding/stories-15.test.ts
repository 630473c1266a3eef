import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * A dispute declined or already handled, a lawyer the customer already has, hair to colour.
 * Development sentences.
 */

describe('a dispute the customer declines, or a deposit already settled, leaves the work', () => {
  it.each([
    [
      "Mäin Här Locataire ass fort an d'Maueren si bal brong vum Zigarettendamp; d'Kautioun regelen ech mam Proprietaire, do brauch ech kee Rot. Ech sichen een deen d'Stuff an d'Schlofzëmmer nees wäiss mécht, zu Suessem.",
      'painting',
    ],
    [
      "Our landlord says he'll keep part of the deposit because the walls aren't white anymore. I'd rather not fight about it, just have the living room and hallway repainted before we hand over the keys in Bertrange.",
      'painting',
    ],
    [
      'Il padrone di casa vuole trattenere la cauzione perché i muri non sono più bianchi. Non voglio litigare, preferisco far ridipingere il soggiorno e il corridoio prima di consegnare le chiavi, a Strassen.',
      'painting',
    ],
    [
      'Die Kaution haben wir schon mit der Agentur geregelt. Jetzt brauchen wir jemanden, der die Wohnung in Strassen gründlich putzt, bevor der Nachmieter kommt.',
      'cleaning',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it.each([
    [
      'Mäin Mann wëll kee Sträit mam Noper, mee ech wëll wëssen wat eis Rechter sinn wéinst der Heck op der Grenz, zu Lëntgen.',
      'legal',
    ],
    [
      "My husband doesn't want to fight with the landlord, but I want to know if he can keep the whole deposit. Who can advise us?",
      'legal',
    ],
  ])('someone else declines, the customer does not: %s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('the lawyer the customer already has is not the one asked for', () => {
  it.each([
    [
      'Tengo un piso en Rumelange que estaba alquilado; el inquilino lo dejó fatal: hay que rehacer el suelo, el baño y la cocina y pintar todo. Lo de la fianza ya lo veré con mi abogado. Busco una sola empresa que lo haga todo.',
      'renovation',
    ],
    [
      'On a déjà parlé de la caution avec notre avocat. Il nous faut maintenant quelqu’un pour refaire la salle de bain, le sol et la peinture, une seule entreprise si possible, à Mamer.',
      'renovation',
    ],
    [
      "Notre avocat a pris sa retraite et nous cherchons quelqu'un pour le litige avec le promoteur, appartement à Bertrange.",
      'legal',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('hair to colour is a hairdresser’s, not a painter’s', () => {
  it.each([
    [
      'Procuro uma cabeleireira que venha a casa cortar e pintar o cabelo da minha avó, ela mora em Ettelbruck.',
      null,
    ],
    ['Quero pintar a fachada da casa em Mondorf, a tinta está a cair.', 'painting'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
