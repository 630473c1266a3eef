import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * A tradesperson who no longer answers the phone, the dust building works leave, a washing machine's
 * water connection. Development sentences.
 */

describe('a tradesperson who no longer answers the phone is asked for again', () => {
  it.each([
    [
      "L'électricien qui a refait le tableau il y a deux ans ne répond plus au téléphone et le disjoncteur saute encore, à Mamer.",
      'electrical',
    ],
    [
      'Der Installateur, der uns die Dusche eingebaut hat, geht nicht mehr ans Telefon, und jetzt tropft es unter der Wanne, Wohnung in Ettelbrück.',
      'plumbing',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('the dust building works leave is a cleaning job', () => {
  it.each([
    [
      'Die Handwerker sind fertig, aber überall liegt Gipsstaub, auf den Fensterbänken, in den Schränken und in den Bädern, Haus in Mersch.',
      'cleaning',
    ],
    [
      'As obras acabaram e há pó de gesso por todo o lado, nos armários e nas janelas, mudamos para lá daqui a uma semana, em Esch-sur-Alzette.',
      'cleaning',
    ],
    [
      'The builders finished last week but there is plaster dust everywhere, in the cupboards and on the window sills, house in Bertrange.',
      'cleaning',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe("water brought to a washing machine and taken away is the plumber's", () => {
  it.each([
    ["Il faut brancher l'arrivée d'eau et l'évacuation pour le lave-linge à la cave, à Howald.", 'plumbing'],
    [
      'We need the water supply and a drain put in for the washing machine in the utility room, house in Kehlen.',
      'plumbing',
    ],
    [
      'Für die Waschmaschine im Keller brauchen wir einen Wasseranschluss und einen Abfluss, Haus in Sandweiler.',
      'plumbing',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('newborn photos at home, decoration advice', () => {
  it.each([
    ['Queremos fotos del bebé recién nacido en casa con sus hermanos, vivimos en Mamer.', 'photography'],
    [
      'Vous proposez du conseil en décoration ? Notre salon à Bertrange est vide et on ne sait pas comment placer les meubles.',
      'interior-design',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
