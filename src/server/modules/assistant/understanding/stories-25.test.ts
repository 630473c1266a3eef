import { describe, expect, it } from 'vitest'
import { explainCategory, explainContextRules } from './category'
import { EVERYDAY_WORDS } from './language'
import { readingOf } from './readings-for-tests'
import { tokenize } from './text'
import type { AssistantLanguage } from './types'

/**
 * One job told in parts, a trade someone else suggests and the customer's next sentence contradicts,
 * a need out of scope beside a trade only suggested, and words the lexicons lacked or misread
 * (Italian "avete", German "gefeiert", "streicht" and "morsch", Luxembourgish "Fotoe" and "propper
 * maachen", the bathtub, French dripping and water supply, warped wood). Development sentences.
 */
const hits = (text: string, language: AssistantLanguage) =>
  explainCategory(tokenize(text), language, EVERYDAY_WORDS).map(({ category, weight }) => ({
    category,
    weight,
  }))

describe('one job told in parts', () => {
  it.each([
    [
      'Queremos poner azulejos nuevos en la cocina de Strassen: suelo, paredes y detrás del fregadero, unos 15 m2.',
      'tiling',
    ],
    [
      'Vorrei rifare le piastrelle del bagno a Mamer: pavimento, pareti e il box doccia, circa 20 mq.',
      'tiling',
    ],
  ])('%s → %s: both halves sure of one trade, whatever the clauses list', (text, category) => {
    expect(readingOf(text)).toMatchObject({ category, categoryStatus: 'clear' })
  })

  it('still asks which service when a list names a second trade with a strong word', () => {
    const understood = readingOf(
      'Neue Wohnung in Mamer: Türklinke lose, Steckdose im Flur tot, Abfluss in der Dusche langsam, Hecke viel zu hoch. Wo fange ich an?',
    )
    expect(understood.categoryStatus).toBe('ambiguous')
    expect(understood.categoryCandidates).toContain('gardening')
  })
})

describe("a trade someone else suggests, contradicted in the customer's next sentence", () => {
  it.each([
    [
      'Our neighbour thinks the water in the attic comes from a pipe and told us to call a plumber. But there are no pipes up there, and since the storm some tiles have slipped near the gutter. House in Mamer.',
      'roofing',
    ],
    [
      'Die alten Holzfenster im Schlafzimmer sind unten morsch und es zieht. Der Vermieter meint, ich soll einfach einen Maler holen, der sie neu streicht. Aber da ist mit Farbe nichts mehr zu machen, das Holz bröckelt. Wer kann sie reparieren oder ersetzen? Wir wohnen in Mersch.',
      'carpentry',
    ],
  ])('%s → %s', (text, category) => {
    expect(readingOf(text)).toMatchObject({ category, categoryStatus: 'clear' })
  })
})

describe('a need out of scope beside a trade only suggested', () => {
  it.each([
    [
      'La mia vicina dice che devo chiamare un elettricista perché la macchina non parte. Ma io credo serva un meccanico, la batteria è nuova. Ne conoscete uno a Mersch?',
      'vehicle-repair',
    ],
    [
      'Nuestro fotógrafo nos dijo que buscáramos en esta plataforma. Necesitamos un DJ para la boda, unas cinco horas de música.',
      'unlisted',
    ],
  ])('%s → %s', (text, need) => {
    expect(readingOf(text)).toMatchObject({ category: null, outOfScope: need })
  })

  it('keeps the trade when the rest of the message asks for its work (the car charger)', () => {
    expect(
      readingOf('Der Elektriker hat die Wallbox für unser Auto montiert, aber sie lädt immer noch nicht.'),
    ).toMatchObject({ category: 'electrical', outOfScope: null })
  })
})

describe('words of the trades, and everyday words near them', () => {
  it('reads no trade in "avete" (not a fir) or "gefeiert" (not a freezer)', () => {
    expect(hits('avete qualcuno domani', 'it')).toEqual([])
    expect(hits('mir hunn am sall gefeiert', 'lb')).toEqual([])
  })

  it.each([
    ['eng Fotoe vum Fest', 'lb', 'photography'],
    ['the bathtub', 'en', 'plumbing'],
    ['la baignoire', 'fr', 'plumbing'],
    ['ça goutte', 'fr', 'plumbing'],
    ["on a coupé l'arrivée d'eau", 'fr', 'plumbing'],
    ['sie streicht die Wand', 'de', 'painting'],
    ['die Balken sind morsch', 'de', 'carpentry'],
  ] as const)('"%s" (%s) is a word of %s, of medium weight at least', (text, language, category) => {
    const weights = hits(text, language).filter((hit) => hit.category === category)
    expect(Math.max(0, ...weights.map((hit) => hit.weight))).toBeGreaterThanOrEqual(2)
  })

  it('reads "propper maachen" as cleaning', () => {
    expect(
      readingOf('Kann een eis Wunneng zu Stroossen propper maachen ier de Locataire erakënnt?'),
    ).toMatchObject({
      category: 'cleaning',
    })
  })

  it.each([
    ['A porta de madeira da varanda empenou com a chuva', 'pt'],
    ['Die Holztür hat sich verzogen', 'de'],
    ['la porta in legno si è imbarcata', 'it'],
  ] as const)('"%s": warped wood is the joiner\'s', (text, language) => {
    expect(explainContextRules(tokenize(text), language)).toContainEqual(
      expect.objectContaining({ category: 'carpentry', outright: true }),
    )
  })
})
