import { describe, expect, it } from 'vitest'
import { tradeOf } from './readings-for-tests'

/** Cockroaches in German, a moment to capture, an accountant who has died. Development sentences. */

describe('words a trade was missing', () => {
  it.each([
    ['Wir haben Schaben in der Küche, trotz Köderdosen, Wohnung in Ettelbruck.', 'pest-control'],
    ['Seit Wochen sehen wir nachts Schaben im Bad, Haus in Mersch.', 'pest-control'],
    [
      "I'm planning to propose at the castle in Vianden in June and would love someone to capture the moment and take some pictures of us afterwards.",
      'photography',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })

  it('"schauen" (to look) is not a misspelt "Schaben"', () => {
    expect(
      tradeOf('Mein Sohn hat mir die Seite auf dem Telefon eingerichtet, ich wollte nur mal schauen'),
    ).toBeNull()
  })
})

describe('someone of a trade who has sadly died is asked for again', () => {
  it.each([
    [
      'Wir haben eine kleine Schreinerei. Unser Buchhalter ist leider gestorben und die Mehrwertsteuer ist noch offen. Wer kann übernehmen?',
      'accounting',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
