import { CATEGORIES } from '@shared/catalog/categories'
import { CATEGORY_KEYWORDS } from '@shared/catalog/category-keywords'
import { normalizeText } from '@shared/text/normalize'
import { trigramSimilarity } from '@shared/text/trigram'

/** Below this, two words are different words, not a typo ("plumbr" → "plumber" is 0.5). */
const TYPO_SIMILARITY = 0.45
/** Shorter words are too ambiguous to correct. */
const MIN_TYPO_LENGTH = 4

/** Every single word of category names and trade keywords, normalised as the search stores text. */
const TRADE_WORDS: readonly string[] = [
  ...new Set(
    [
      ...CATEGORIES.flatMap((c) => [c.names.en, c.names.fr, c.names.de]),
      ...Object.values(CATEGORY_KEYWORDS).flat(),
    ].flatMap((phrase) => normalizeText(phrase).split(' ')),
  ),
].filter((word) => word.length >= MIN_TYPO_LENGTH)

/**
 * The trade word someone most likely meant by a misspelt word ("electricain" → "electrician"), or
 * null when the word is one we know (or the start of one) or nothing is close enough. Provider
 * names are typo-tolerant in the database (trigram index); trade words are corrected here.
 */
export function correctTradeWord(word: string): string | null {
  if (word.length < MIN_TYPO_LENGTH) return null
  if (TRADE_WORDS.some((known) => known.startsWith(word))) return null
  let best: { word: string; score: number } | null = null
  for (const known of TRADE_WORDS) {
    const score = trigramSimilarity(word, known)
    if (score >= TYPO_SIMILARITY && (!best || score > best.score)) best = { word: known, score }
  }
  return best?.word ?? null
}
