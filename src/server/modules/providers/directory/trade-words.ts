import { CATEGORY_NAMES_MORE, TRADE_WORDS_MORE } from '@shared/assistant/category-names'
import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import { CATEGORY_KEYWORDS } from '@shared/catalog/category-keywords'
import { editDistance } from '@shared/text/edit-distance'
import { normalizeText } from '@shared/text/normalize'
import { trigramSimilarity } from '@shared/text/trigram'
import { LRUCache } from 'lru-cache'

/** Below this, two words are different words, not a typo ("plumbr" → "plumber" is 0.5). */
const TYPO_SIMILARITY = 0.45
/** Shorter words are too ambiguous to correct, or to read as the start of a trade word. */
const MIN_TYPO_LENGTH = 4
/** Typing slips a misspelt trade word may hold: "electricain" (a swap) and "elektricker" (one too many) are one. */
const MAX_TYPO_EDITS = 2
/** A trade word this long also names its trade inside a longer word ("plombiers", "Elektrikerin", "Dachdeckerei"). */
const MIN_STEM_LENGTH = 5

/** A way to name a trade: a category name or keyword in any of our languages, as normalised words. */
interface TradeTerm {
  words: readonly string[]
  category: CategorySlug
}

/**
 * Every name of every trade: the category names in the interface's languages and the assistant's
 * four others, the trade keywords, and what the assistant's languages call the people of the trade.
 */
const TRADE_TERMS: readonly TradeTerm[] = CATEGORIES.flatMap((c) =>
  [
    c.names.en,
    c.names.fr,
    c.names.de,
    ...Object.values(CATEGORY_NAMES_MORE[c.slug]),
    ...CATEGORY_KEYWORDS[c.slug],
    ...TRADE_WORDS_MORE[c.slug],
  ].map((phrase) => ({ words: normalizeText(phrase).split(' ').filter(Boolean), category: c.slug })),
)

/** Every single word of those names, for typo correction. */
const TRADE_WORDS: readonly string[] = [...new Set(TRADE_TERMS.flatMap((term) => term.words))].filter(
  (word) => word.length >= MIN_TYPO_LENGTH,
)
const SINGLE_WORD_TERMS = new Map<string, CategorySlug[]>()
for (const term of TRADE_TERMS)
  if (term.words.length === 1) {
    const word = term.words[0] as string
    SINGLE_WORD_TERMS.set(word, [...new Set([...(SINGLE_WORD_TERMS.get(word) ?? []), term.category])])
  }

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

/** What a search query says about trades: the ones it names, and its other words (a name, a place, a service…). */
export interface NamedTrades {
  categories: CategorySlug[]
  otherWords: string[]
}

/**
 * The trades a query names, in any of the site's or the assistant's languages: whole names
 * ("pompe à chaleur"), words that start with a trade word ("plombiers", "Dachdeckerei"), the start
 * of a trade word as the last word typed ("elektr"), and misspelt trade words ("plombeir").
 * null when it names none (a business name, a service word, a place).
 */
export function tradesNamedIn(q: string | undefined): NamedTrades | null {
  if (!q) return null
  // Reading a query compares each unknown word with every trade word (about 1 ms): once per query.
  const known = namedTrades.get(q)
  if (known !== undefined) return known === 'none' ? null : known
  const read = readTrades(q)
  namedTrades.set(q, read ?? 'none')
  return read
}

const namedTrades = new LRUCache<string, NamedTrades | 'none'>({ max: 2_000 })

function readTrades(q: string): NamedTrades | null {
  const words = normalizeText(q).split(' ').filter(Boolean)
  const categories = new Set<CategorySlug>()
  const otherWords: string[] = []
  for (let i = 0; i < words.length; ) {
    const found = termsAt(words, i)
    if (found) {
      for (const category of found.categories) categories.add(category)
      i += found.length
      continue
    }
    const word = words[i] as string
    const fix = correctTradeWord(word)
    // A compound that holds a trade word names the trade and is also a word to look for, a service
    // of it ("Badsanierung": renovation, and the firms that list it first). A misspelling names the
    // trade when it is a slip of a key or two: "chantier" looks like "charpentier" but is a word
    // of its own.
    const compound = fix !== null && word.includes(fix)
    const misspelt = fix !== null && !compound && editDistance(word, fix, MAX_TYPO_EDITS) <= MAX_TYPO_EDITS
    for (const category of compound || misspelt ? (SINGLE_WORD_TERMS.get(fix) ?? []) : [])
      categories.add(category)
    if (!misspelt) otherWords.push(word)
    i++
  }
  return categories.size > 0 ? { categories: [...categories], otherWords } : null
}

/** The longest trade name at words[start…], and the trades so named (one name may be two trades'). */
function termsAt(
  words: readonly string[],
  start: number,
): { length: number; categories: CategorySlug[] } | null {
  let length = 0
  let categories: CategorySlug[] = []
  for (const term of TRADE_TERMS) {
    const n = term.words.length
    if (n < length || start + n > words.length) continue
    let matches = true
    for (let k = 0; k < n && matches; k++) {
      const typing = n === 1 && start + k === words.length - 1
      matches = wordNames(words[start + k] as string, term.words[k] as string, typing)
    }
    if (!matches) continue
    if (n > length) {
      length = n
      categories = []
    }
    if (!categories.includes(term.category)) categories.push(term.category)
  }
  return length === 0 ? null : { length, categories }
}

/** Whether a query word is this trade word: the same, a longer form of it, or (the last word, being typed) its start. */
function wordNames(queryWord: string, tradeWord: string, typing: boolean): boolean {
  if (queryWord === tradeWord) return true
  if (tradeWord.length >= MIN_STEM_LENGTH && queryWord.startsWith(tradeWord)) return true
  return typing && queryWord.length >= MIN_TYPO_LENGTH && tradeWord.startsWith(queryWord)
}
