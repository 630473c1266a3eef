import { fold } from '@shared/text/fold'
import { NUMBER_WORDS, QUANTITY_UNITS } from './lexicon/quantity-units'
import { NUMBER_PATTERN, parseNumber } from './numbers'
import type { Quantity } from './types'

/**
 * Quantities in the message, in the order written: a number (digits or a word up to twelve, in the
 * 7 languages) followed by a unit word ("90 qm", "3 pièces", "12 Fënsteren", "5 kWp", "dos
 * habitaciones", "3-Zimmer-Wohnung"). A range ("5-6 pages") gives its upper end. A bare number is no
 * quantity: it could be a year, a price or a postal code.
 */

const NUMBER_WORD = Object.keys(NUMBER_WORDS).join('|')
const UNIT = QUANTITY_UNITS.map(([, words], index) => `(?<u${index}>${words})`).join('|')
const QUANTITY = new RegExp(
  String.raw`(?<![\p{L}\d.,'-])(?:(?:${NUMBER_PATTERN})\s?(?:-|–|to|a|à|bis)\s?)?(?:(?<number>${NUMBER_PATTERN})|(?<word>${NUMBER_WORD}))\s?-?\s?(?:${UNIT})(?![\p{L}\d²])`,
  'giu',
)

export function readQuantities(text: string): Quantity[] {
  const folded = fold(text)
  const quantities: Quantity[] = []
  for (const match of folded.matchAll(QUANTITY)) {
    const groups = match.groups ?? {}
    const value = groups.number ? parseNumber(groups.number) : (NUMBER_WORDS[groups.word ?? ''] ?? Number.NaN)
    const unitIndex = QUANTITY_UNITS.findIndex((_, index) => groups[`u${index}`] !== undefined)
    const unit = QUANTITY_UNITS[unitIndex]?.[0]
    if (unit && Number.isFinite(value) && value > 0)
      quantities.push({ value, unit, matched: match[0].trim() })
  }
  return quantities
}
