import { describe, expect, it } from 'vitest'
import { readBudget } from './budget'
import { loadGazetteer } from './gazetteer'
import { readQuantities } from './quantities'
import { understand } from './understand'

const gazetteer = loadGazetteer()

describe('quantities', () => {
  it.each([
    ['Bathroom, 12 m² of tiles', { value: 12, unit: 'm2' }],
    ['apartment of 75 m2', { value: 75, unit: 'm2' }],
    ['ca. 90 qm Wandfläche', { value: 90, unit: 'm2' }],
    ['un appartamento di 80 mq', { value: 80, unit: 'm2' }],
    ['maison de 180m2', { value: 180, unit: 'm2' }],
    ['paint 3 rooms', { value: 3, unit: 'room' }],
    ['repeindre 3 pièces', { value: 3, unit: 'room' }],
    ['12 Fenster putzen', { value: 12, unit: 'window' }],
    ['12 Fënsteren botzen', { value: 12, unit: 'window' }],
    ['a 5 kWp system', { value: 5, unit: 'kwp' }],
    ['installation de 6 kWc', { value: 6, unit: 'kwp' }],
    ['about 2 hours of work', { value: 2, unit: 'hour' }],
    ['ménage 3h par semaine', { value: 3, unit: 'hour' }],
    ['2 Stonnen d’Woch', { value: 2, unit: 'hour' }],
    ['fence about 25 metres long', { value: 25, unit: 'metre' }],
    ['un mur de 2m de haut', { value: 2, unit: 'metre' }],
    ['3-Zimmer-Wohnung', { value: 3, unit: 'room' }],
    ['dos habitaciones', { value: 2, unit: 'room' }],
    ['drei Türen', { value: 3, unit: 'door' }],
    ['12 páginas', { value: 12, unit: 'page' }],
    ['5-6 pages', { value: 6, unit: 'page' }],
    ['10 sockets', { value: 10, unit: 'item' }],
    ['1.500 m²', { value: 1500, unit: 'm2' }],
    ['45,5 m2', { value: 45.5, unit: 'm2' }],
  ])('%s', (text, expected) => {
    expect(readQuantities(text)).toEqual([expect.objectContaining(expected)])
  })

  it('reads several quantities in order and ignores bare numbers', () => {
    expect(readQuantities('Paint 2 rooms, 45 m2 in total, since 2023, L-4001, budget 2000 €')).toEqual([
      expect.objectContaining({ value: 2, unit: 'room' }),
      expect.objectContaining({ value: 45, unit: 'm2' }),
    ])
  })
})

describe('budget', () => {
  it.each([
    ['budget 2000€', { high: 2000 }],
    ['Budget: 2.500 EUR', { high: 2500 }],
    ['max 1.500 EUR', { high: 1500 }],
    ['budget max 4000 eur', { high: 4000 }],
    ['maximal 800 Euro', { high: 800 }],
    ['entre 500 et 800 euros', { low: 500, high: 800 }],
    ['between 500 and 800 €', { low: 500, high: 800 }],
    ['zwischen 1000 und 1500 Euro', { low: 1000, high: 1500 }],
    ['tra 300 e 400 euro', { low: 300, high: 400 }],
    ['entre 500 y 800 euros', { low: 500, high: 800 }],
    ['500-800 €', { low: 500, high: 800 }],
    ['budget entre 15000 et 20000 euros', { low: 15000, high: 20000 }],
    ['at least 300 €', { low: 300 }],
    ['around 1000 €', { low: 1000, high: 1000 }],
    ['budget around 3k', { high: 3000 }],
    ['I can pay 600€', { high: 600 }],
  ])('%s', (text, expected) => {
    expect(readBudget(text)).toEqual(expected)
  })

  it('finds no budget without a currency or a budget word', () => {
    expect(readBudget('Paint 3 rooms, 60 m2, postcode 4001')).toBeNull()
    expect(readBudget('between 2 and 3 rooms')).toBeNull()
  })
})

describe('urgency and timeline', () => {
  const read = (text: string) => {
    const { urgency, timeline } = understand(text, gazetteer)
    return { urgency, timeline }
  }

  it.each([
    'Leak under the sink, urgent!',
    'Bitte dringend, Wasserrohrbruch',
    'need someone asap',
    'can somebody come today?',
    'Et ass dréngend',
    'é urgente',
    'serve un fabbro subito',
    'necesito un cerrajero ya',
    'il faut venir aujourd’hui',
  ])('urgent: %s', (text) => {
    expect(read(text)).toEqual({ urgency: 'urgent', timeline: 'asap' })
  })

  it('soon and not urgent', () => {
    expect(read('Could you come this week?')).toEqual({ urgency: 'soon', timeline: 'within_week' })
    expect(read('pas urgent, quand vous pouvez')).toEqual({ urgency: null, timeline: 'flexible' })
    expect(read('Keine Eile, nicht dringend')).toEqual({ urgency: null, timeline: 'flexible' })
  })

  it.each([
    ['End of tenancy cleaning, next week if possible', 'within_week'],
    ['Déménagement fin du mois', 'within_month'],
    ['Umzug Anfang nächsten Monat', 'within_month'],
    ['Wedding photographer needed on 14 June', 'within_3_months'],
    ['Moving to Trier in March', 'within_3_months'],
    ['Trasloco il mese prossimo', 'within_month'],
    ['no rush, sometime this year', 'flexible'],
    ['Paint my living room', null],
  ])('timeline: %s → %s', (text, timeline) => {
    expect(understand(text, gazetteer).timeline).toBe(timeline)
  })

  it('reads lb "haut" as today only in Luxembourgish', () => {
    expect(read('Kann een haut nach kommen? Mir hunn eng Fuite').urgency).toBe('urgent')
    expect(read('Un mur de 2m de haut dans le jardin').urgency).toBeNull()
  })
})
