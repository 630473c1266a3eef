import type { AssistantLanguage } from '@shared/i18n/languages'
import { numberFormat } from './number'

/**
 * Money reads (docs/ui-guidelines.md) `1 234,50 €` in fr and de and `€1,234.50` in en. Intl gives German a dot for
 * thousands, so non-English amounts are grouped with a narrow no-break space, as in French.
 */
const THOUSANDS_SEPARATOR = '\u202f'
/** Ranges read `1 200 – 1 800 €`; the no-break space keeps the dash with the first amount. */
const RANGE_SEPARATOR = '\u00a0– '

function euros(language: AssistantLanguage, amounts: number[], cents = false) {
  const digits = cents || !amounts.every(Number.isInteger) ? 2 : 0
  return numberFormat(language, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  })
}

function joinParts(parts: { type: string; value: string }[], language: AssistantLanguage) {
  return parts
    .map((part) => {
      if (part.type === 'group' && language !== 'en') return THOUSANDS_SEPARATOR
      // Italian, Spanish and Portuguese join a range with a hyphen: one dash for every language.
      if (part.type === 'literal' && /^\s*[–-]\s*$/.test(part.value)) return RANGE_SEPARATOR
      return part.value
    })
    .join('')
}

/**
 * An amount in euros, cents only when there are some (`€1,200`, `1 234,50 €`), or always with
 * `{ cents: true }` (quotes: `1 251,00 €`).
 */
export function formatMoney(
  amount: number,
  language: AssistantLanguage,
  options: { cents?: boolean } = {},
): string {
  return joinParts(euros(language, [amount], options.cents).formatToParts(amount), language)
}

/**
 * Ranges already written, by language and amounts. formatRangeToParts costs far more than the
 * formats it comes from, and a provider's page renders the same few price ranges again and again.
 */
const ranges = new Map<string, string>()
const RANGES_KEPT = 2_000

/** A range in euros with the currency written once where the language puts it: `1 200 – 1 800 €`. */
export function formatMoneyRange(low: number, high: number, language: AssistantLanguage): string {
  // Intl marks an empty range as approximate ("~€1,200"); an equal range is simply that amount.
  if (low === high) return formatMoney(low, language)
  const write = () => joinParts(euros(language, [low, high]).formatRangeToParts(low, high), language)
  // -0 is written "-0" but keyed as "0".
  if (Object.is(low, -0) || Object.is(high, -0)) return write()
  const key = `${language}|${low}|${high}`
  let text = ranges.get(key)
  if (text === undefined) {
    text = write()
    if (ranges.size >= RANGES_KEPT) ranges.clear()
    ranges.set(key, text)
  }
  return text
}
