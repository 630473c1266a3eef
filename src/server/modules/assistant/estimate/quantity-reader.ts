import type { QuantityInput } from './estimate'
import type { PricingUnit } from './pricing-model'

/**
 * Reads the quantities a customer wrote ("45 m²", "3 pièces", "2.000 Wörter", "a 6 kWp system",
 * "drei Zimmer") in English, French or German, in the order they appear, for `estimate()`.
 * Only a number followed by a unit word counts: a bare number could be anything (a year, a price).
 */

const UNIT_WORDS: ReadonlyArray<[PricingUnit, string]> = [
  ['m2', 'm²|m2|sqm|sq\\.? ?m|square met(?:re|er)s?|mètres? carrés?|metres? carres?|quadratmeter|qm'],
  ['kwp', 'kwp|kwc|kw peak|kw'],
  ['hour', 'hours?|hrs?|h|heures?|stunden?|std\\.?'],
  ['day', 'days?|jours?|journées?|tage?n?|arbeitstage?n?'],
  ['room', 'rooms?|bedrooms?|pièces?|pieces?|chambres?|zimmern?|räumen?|raum'],
  ['window', 'windows?|fenêtres?|fenetres?|fenstern?'],
  ['panel', 'panels?|solar panels?|panneaux|panneau|modulen?|solarmodulen?'],
  ['page', 'pages?|seiten?'],
  ['word', 'words?|mots?|wörtern?|worte?'],
  ['metre', 'metres?|meters?|mètres?|m(?![²2])|lfm|laufmeter'],
]

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
}

/** 45 | 45.5 | 45,5 | 2,000 | 2.000 | 2 000 (a separator before exactly three digits groups thousands). */
const NUMBER = String.raw`\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+(?!\d)|\d+(?:[.,]\d+)?`
const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|')
const UNIT = UNIT_WORDS.map(([, words], index) => `(?<u${index}>${words})`).join('|')
const QUANTITY = new RegExp(
  String.raw`(?<![\p{L}\d.,])(?:(?<number>${NUMBER})|(?<word>${NUMBER_WORD}))\s?-?\s?(?:${UNIT})(?![\p{L}\d])`,
  'giu',
)

function parseNumber(text: string): number {
  const grouped = /^\d{1,3}(?:[ \u00a0\u202f.,]\d{3})+$/.test(text)
  if (grouped) return Number(text.replace(/[ \u00a0\u202f.,]/g, ''))
  return Number(text.replace(',', '.'))
}

export function readQuantities(text: string): QuantityInput[] {
  const quantities: QuantityInput[] = []
  for (const match of text.matchAll(QUANTITY)) {
    const groups = match.groups ?? {}
    const value = groups.number
      ? parseNumber(groups.number)
      : (NUMBER_WORDS[(groups.word ?? '').toLowerCase()] ?? Number.NaN)
    const unitIndex = UNIT_WORDS.findIndex((_, index) => groups[`u${index}`] !== undefined)
    const unit = UNIT_WORDS[unitIndex]?.[0]
    if (unit && Number.isFinite(value) && value > 0) quantities.push({ value, unit })
  }
  return quantities
}
