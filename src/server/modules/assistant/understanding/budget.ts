import { fold } from '@shared/text/fold'
import {
  APPROX_WORDS,
  BUDGET_WORDS,
  CURRENCY,
  MAX_WORDS,
  MIN_WORDS,
  RANGE_JOIN,
  RANGE_START,
} from './lexicon/budget-words'
import { NUMBER_PATTERN, parseNumber } from './numbers'
import type { Budget } from './types'

/**
 * The customer's budget in euros: "budget 2000€" and "max 1.500 EUR" give an upper limit,
 * "entre 500 et 800 euros" and "500-800 €" a range, "at least 300 €" a lower limit, "around 1000 €"
 * both ends. An amount counts only with a currency or a budget word ("budget 3000"), so quantities
 * and postal codes are never read as money. "2k" is 2,000.
 */

const AMOUNT = String.raw`(${NUMBER_PATTERN})\s?(k\b)?`
const OPTIONAL_CURRENCY = String.raw`\s?(?:${CURRENCY})?`
const BUDGET_LEAD = String.raw`(?:${BUDGET_WORDS})\s*(?:de|of|von|vun|di|is|est|ist|:|=)?\s*`

const RANGE = new RegExp(
  String.raw`(?:(?:${RANGE_START})\s+|(?:${BUDGET_LEAD}))?(?:${CURRENCY})?\s?${AMOUNT}${OPTIONAL_CURRENCY}\s*(?:${RANGE_JOIN})\s*(?:${CURRENCY})?\s?${AMOUNT}\s?(${CURRENCY})?`,
  'giu',
)
const RANGE_WITH_START = new RegExp(
  String.raw`(?:${RANGE_START})\s+(?:${CURRENCY})?\s?${NUMBER_PATTERN}`,
  'iu',
)
const UPPER = new RegExp(
  String.raw`(?:${BUDGET_LEAD})?(?:${MAX_WORDS})\s*(?:de|of|di|:)?\s*(?:${CURRENCY})?\s?${AMOUNT}\s?(${CURRENCY})?`,
  'giu',
)
const LOWER = new RegExp(
  String.raw`(?:${MIN_WORDS})\s*(?:de|of|di|:)?\s*(?:${CURRENCY})?\s?${AMOUNT}\s?(${CURRENCY})?`,
  'giu',
)
const APPROX = new RegExp(
  String.raw`(?:${APPROX_WORDS})\s*(?:${CURRENCY})?\s?${AMOUNT}\s?(${CURRENCY})`,
  'giu',
)
const BUDGET = new RegExp(
  String.raw`${BUDGET_LEAD}(?:(?:${APPROX_WORDS})\s*)?(?:${CURRENCY})?\s?${AMOUNT}`,
  'giu',
)
const PLAIN = new RegExp(String.raw`(?:(?:${CURRENCY})\s?${AMOUNT}|${AMOUNT}\s?(?:${CURRENCY}))`, 'giu')
const HAS_BUDGET_WORD = new RegExp(`(?:${BUDGET_WORDS})`, 'iu')
const HAS_CURRENCY = new RegExp(CURRENCY, 'iu')

function amount(number: string | undefined, thousands: string | undefined): number | null {
  if (!number) return null
  const value = parseNumber(number) * (thousands ? 1000 : 1)
  return Number.isFinite(value) && value > 0 ? value : null
}

export function readBudget(text: string): Budget | null {
  const folded = fold(text)
  const money = HAS_CURRENCY.test(folded) || HAS_BUDGET_WORD.test(folded)
  if (!money) return null

  for (const match of folded.matchAll(RANGE)) {
    const low = amount(match[1], match[2])
    const high = amount(match[3], match[4])
    const explicit =
      RANGE_WITH_START.test(match[0]) || HAS_CURRENCY.test(match[0]) || HAS_BUDGET_WORD.test(match[0])
    if (low !== null && high !== null && low < high && explicit && !/\d\s?(?:m2|m²|qm|kwp)/.test(match[0])) {
      return { low, high }
    }
  }
  for (const match of folded.matchAll(UPPER)) {
    const high = amount(match[1], match[2])
    if (high !== null && (match[3] || HAS_BUDGET_WORD.test(match[0]))) return { high }
  }
  for (const match of folded.matchAll(LOWER)) {
    const low = amount(match[1], match[2])
    if (low !== null && (match[3] || HAS_BUDGET_WORD.test(folded))) return { low }
  }
  for (const match of folded.matchAll(APPROX)) {
    const value = amount(match[1], match[2])
    if (value !== null) return { low: value, high: value }
  }
  for (const match of folded.matchAll(BUDGET)) {
    const high = amount(match[1], match[2])
    if (high !== null) return { high }
  }
  for (const match of folded.matchAll(PLAIN)) {
    const high = amount(match[1] ?? match[3], match[2] ?? match[4])
    if (high !== null) return { high }
  }
  return null
}
