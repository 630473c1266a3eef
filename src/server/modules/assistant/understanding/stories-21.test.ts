import { describe, expect, it } from 'vitest'
import { explainCategory, explainContextRules } from './category'
import { loadGazetteer } from './gazetteer'
import { tradeOf } from './readings-for-tests'
import { ruledOutTrades } from './ruled-out'
import { tokenize } from './text'
import { knownWords } from './understand'

/** A drain that backs up when an appliance empties, everyday words that are no trade word, a trade that declines. Development sentences. */
const gazetteer = loadGazetteer()

describe('a drain that backs up when an appliance empties into it is the plumber’s', () => {
  it.each([
    ['Every time the dishwasher empties, the kitchen sink backs up, flat in Howald', 'plumbing'],
    ["L'eau remonte dans la douche quand la machine à laver vidange, maison à Kayl", 'plumbing'],
    ['Wenn die Waschmaschine abpumpt, kommt das Wasser in der Dusche hoch, Wohnung in Mersch', 'plumbing'],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})

describe('everyday words that are no trade word', () => {
  it('"toute" is no misspelt "tonte" (mowing)', () => {
    const hits = explainCategory(
      tokenize('Les joints de la douche sont noirs et toute la faïence se décolle, appartement à Dudelange'),
      'fr',
      knownWords(gazetteer),
    )
    expect(hits.map((hit) => hit.category)).not.toContain('gardening')
  })

  it('tiles that must come out ("raus") beside "zusammen" are no power cut with two appliances on', () => {
    const rules = explainContextRules(
      tokenize('Die alten Fliesen im Bad sollen raus, Wände und Boden zusammen 20 m², Haus in Hosingen'),
      'de',
    )
    expect(rules.map((rule) => rule.category)).not.toContain('electrical')
  })
})

describe('someone of a trade who does not do it ("dat mécht hien net") is ruled out', () => {
  it('in Luxembourgish', () => {
    expect(
      ruledOutTrades(
        'De Gäertner seet den Holzzonk ass futti an dat mécht hien net, mir sollen een aneren uruffen. Zu Rouspert',
      ),
    ).toContain('gardening')
  })
})

describe('the person who used to clean, now gone, is asked for again', () => {
  it.each([
    [
      'La chica que nos limpiaba el piso se ha mudado a Madrid, buscamos a alguien dos veces por semana en Bertrange',
      'cleaning',
    ],
    // "Reformou-se" (retired) is no misspelt "reforma".
    [
      'A senhora que nos limpava a casa reformou-se, procuramos alguém duas manhãs por semana em Esch',
      'cleaning',
    ],
    // "Mattine" (mornings) are no misspelt bricks.
    [
      'La signora che ci puliva casa è andata in pensione, cerchiamo qualcuno due mattine a settimana a Dudelange',
      'cleaning',
    ],
  ])('%s → %s', (text, trade) => {
    expect(tradeOf(text)).toBe(trade)
  })
})
