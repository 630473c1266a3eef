import { describe, expect, it } from 'vitest'
import { readingOf } from './readings-for-tests'
import { ruledOutTrades } from './ruled-out'

/**
 * The patterns of ADR 087: a whole renovation by one firm, heavy furniture carried or a relative's
 * household moved, walls painted at the end of a rental, and a trade the customer already has.
 */

describe('the whole of the works for one firm', () => {
  it.each([
    'Maison à Mondorf : cuisine, salle de bain et électricité à refaire entièrement, nous voulons une seule entreprise.',
    'Wohnung in Remich, Bad, Küche und die Elektrik – alles aus einer Hand bitte.',
    'Flat in Mamer, kitchen and bathroom and the wiring, we want one contractor managing everything.',
  ])('%s → renovation', (text) => {
    expect(readingOf(text).category).toBe('renovation')
  })
})

describe('furniture carried, a household moved', () => {
  it.each([
    'Il faut monter un piano au 3e étage dans notre maison à Kayl, l’escalier est étroit.',
    'Meine Oma kommt ins Pflegeheim in Mersch, ihre Möbel müssen mit und der Rest geräumt werden.',
  ])('%s → moving', (text) => {
    expect(readingOf(text).category).toBe('moving')
  })
})

describe('walls painted at the end of a rental', () => {
  it('reads the landlord’s painting, not the move or the walls', () => {
    expect(
      readingOf('We are moving out of our rental in Kayl and the landlord wants the walls repainted, 3 rooms')
        .category,
    ).toBe('painting')
  })
})

describe('solar weighed against the roof’s orientation', () => {
  it('reads solar though a heat pump and the roof are named', () => {
    expect(
      readingOf(
        'Conviene il fotovoltaico con il tetto esposto a ovest? Casa a Mamer, abbiamo la pompa di calore.',
      ).category,
    ).toBe('solar')
  })
})

describe('a trade the customer already has', () => {
  it.each([
    ['Den Elektriker hu mir schonn. Mir brauchen nach e Moler', 'electrical'],
    ['Elektriker haben wir schon, uns fehlt nur ein Fliesenleger', 'electrical'],
    ['Já temos canalizador, falta quem pinte', 'plumbing'],
    ['El electricista ya dejó preparado el cable, falta el muro', 'electrical'],
  ])('%s rules out %s', (text, trade) => {
    expect([...ruledOutTrades(text)]).toEqual([trade])
  })
})
