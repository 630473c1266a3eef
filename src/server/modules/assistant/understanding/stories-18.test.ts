import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/**
 * A tradesperson's work that did not hold, one who is in hospital, walls drawn on, a drive to pave, a
 * booking system told by what it does. Development sentences.
 */

describe('work that did not hold asks for the same trade again', () => {
  it.each([
    [
      "De Schräiner huet eis d'Rechnung geschéckt, mee d'Dier vum Schlofzëmmer geet nach ëmmer net zou. Wie kann dat flécken, zu Steesel?",
      'carpentry',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('walls drawn on are repainted', () => {
  it.each([
    [
      'Our son drew all over the living room walls with felt pens and the landlord inspection is next month. Can someone make the walls look new again? Flat in Limpertsberg.',
      'painting',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('a drive to pave is masonry', () => {
  it.each([
    [
      'Queremos fazer o acesso da garagem em pavê, uns 30 m2, agora é só gravilha. Casa em Lintgen, quanto custa por m2?',
      'masonry',
    ],
    [
      'Wir möchten die Einfahrt pflastern lassen, etwa 50 m², bisher ist es Kies. Haus in Consdorf.',
      'masonry',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it('"paying" is not a misspelt "paving"', () => {
    expect(
      tradeOf(
        'My flatmate left in the middle of the night without paying his share of the rent. The landlord says we all owe his part until a new person is found. Is that true?',
      ),
    ).not.toBe('masonry')
  })
})

describe('a slot picked and paid for is a booking system', () => {
  it.each([
    [
      "Ech hunn e klenge Coiffeursalon zu Miersch an d'Clienten sollen den Dag an d'Auerzäit selwer wielen an direkt bezuelen.",
      'web-development',
    ],
    [
      'Ho un piccolo studio di yoga a Strassen e vorrei che i clienti potessero scegliere il giorno e l’ora e pagare subito.',
      'web-development',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('someone of the trade who is in hospital cannot be the one who comes', () => {
  it.each([
    [
      'Mäi Brudder ass Dachdecker mee hie läit am Spidol no enger Operatioun. Zanter dem Stuerm feelen e puer Zilleger um Daach, zu Mäertert.',
      'roofing',
    ],
    [
      'Mein Schwager ist Dachdecker, liegt aber nach einer Operation im Krankenhaus. Seit dem Sturm fehlen ein paar Ziegel, Haus in Mertert.',
      'roofing',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
