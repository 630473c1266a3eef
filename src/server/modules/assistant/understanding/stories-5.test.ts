import { describe, expect, it } from 'vitest'
import { readingOf } from './readings-for-tests'
import { ruledOutTrades } from './ruled-out'

/**
 * The patterns of ADR 085: a trade already installed and "only … left", a vehicle that runs on
 * electricity, the customer's own trade out of scope, and the customer's home named before the place
 * of the work.
 */

describe('a trade already installed, and only another left', () => {
  it.each([
    ['The joiner already fitted the wardrobes, we still need the room painted', 'carpentry'],
    ['Der Elektriker hat die Dosen bereits montiert, nur die Wände fehlen noch', 'electrical'],
    ['Le carreleur a terminé hier, il ne reste plus qu’à peindre', 'tiling'],
    ['O eletricista já ligou tudo, só falta pintar a sala', 'electrical'],
    ['Il fabbro ha cambiato la serratura, manca solo la pittura della porta', 'locksmith'],
  ])('%s rules out %s', (text, trade) => {
    expect([...ruledOutTrades(text)]).toEqual([trade])
  })

  it('keeps a tradesperson named after "only … left" as the one asked for', () => {
    expect([
      ...ruledOutTrades('Der Maler ist fertig, jetzt fehlt nur noch der Elektriker für die Lampen'),
    ]).toEqual(['painting'])
  })

  it('does not count the trade done as one of several problems listed', () => {
    expect(
      readingOf(
        'Der Klempner hat das WC schon angeschlossen, jetzt fehlen nur noch die Fliesen im Bad, etwa 15 m²',
      ).category,
    ).toBe('tiling')
  })
})

describe('a vehicle that runs on electricity is no electrical job', () => {
  it.each([
    'Mon vélo électrique ne se recharge plus, vous connaissez un réparateur ?',
    'Mein E-Bike geht nicht mehr an, wer kann das reparieren?',
    'My electric scooter won’t turn on anymore, any idea who fixes them?',
    'La bicicleta eléctrica no carga, ¿quién la arregla?',
  ])('%s → vehicle repair, no trade', (text) => {
    expect(readingOf(text)).toMatchObject({ outOfScope: 'vehicle-repair', category: null })
  })

  it('keeps the charging point of an electric car electrical', () => {
    expect(readingOf('Borne de recharge pour notre voiture électrique à installer au garage')).toMatchObject({
      outOfScope: null,
      category: 'electrical',
    })
  })
})

describe('the customer’s own trade is who they are, not what they need', () => {
  it.each([
    ['Ich bin Friseurin und brauche jemanden für meine Buchhaltung', 'accounting'],
    ['I’m a physio working from home and need a simple website with online booking', 'web-development'],
  ])('%s → %s', (text, category) => {
    expect(readingOf(text)).toMatchObject({ outOfScope: null, category })
  })

  it('still reads a need out of scope after it', () => {
    expect(readingOf('Je suis infirmière de nuit et je cherche une nounou pour mes enfants').outOfScope).toBe(
      'childcare',
    )
  })
})

describe('the customer’s home named before the place of the work', () => {
  it.each([
    ['We live in Bertrange, but the flat that needs painting is our son’s in Wiltz', 'Wiltz'],
    ['Ich wohne in Mamer, aber das Schloss klemmt in der Wohnung meiner Tante in Remich', 'Remich'],
  ])('%s → %s', (text, commune) => {
    expect(readingOf(text).place).toMatchObject({ commune })
  })

  it.each([
    ['Wir wohnen in Kayl, aber wir arbeiten beide in Esch. Die Küche muss gestrichen werden', 'Kayl'],
    ['Mir wunnen zu Mamer, meng Schwëster zu Esch huet Iech recommandéiert', 'Mamer'],
  ])('keeps the home when the other place is a job or a relative’s: %s → %s', (text, commune) => {
    expect(readingOf(text).place).toMatchObject({ commune })
  })
})

describe('an animal known by its traces', () => {
  it.each([
    'Droppings in the pantry and the cereal packet is gnawed, who can help?',
    'Des crottes derrière le four et un sac de riz grignoté, vous pouvez passer ?',
    'Nachts kratzt es an der Decke über dem Kinderzimmer, wer kann nachsehen?',
  ])('%s → pest control', (text) => {
    expect(readingOf(text).category).toBe('pest-control')
  })
})
