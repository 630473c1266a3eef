import { CATEGORY_SLUGS, type CategorySlug } from '@shared/catalog/categories'
import { editDistance } from '@shared/text/edit-distance'
import {
  BEHIND_PREPOSITIONS,
  BUSINESS_DESCRIPTION_ENDS,
  BUSINESS_NOUNS,
  BUSINESS_SUFFIXES,
  CONTEXT_RULES,
  FOR_ARTICLES,
  FOR_WORDS,
  OWN_BUSINESS_FACTOR,
  OWNER_WORDS,
  SETTING_FACTOR,
  SETTING_PREPOSITIONS,
  TYPO_FACTOR,
  WORD_FORM_FACTOR,
} from './lexicon/category-context'
import { type CategoryTerms, TERM_WEIGHTS } from './lexicon/category-lexicon-types'
import { BUSINESS_CATEGORY_TERMS } from './lexicon/category-terms-business'
import { HOME_CATEGORY_TERMS } from './lexicon/category-terms-home'
import {
  compilePattern,
  matchesAnywhere,
  matchesAt,
  type Pattern,
  type WordPattern,
} from './lexicon-patterns'
import type { Token } from './text'
import type { AssistantLanguage, CategoryStatus } from './types'

/**
 * Category by meaning.
 *
 * Scoring: every lexicon term found in the message adds its weight to its category (strong 3,
 * medium 2, weak 0.7; each term once). Where terms overlap, the one spanning more words wins, then
 * the heavier, then the longer ("Kühlschrank" is an appliance, not a "-schrank" cupboard; "roof
 * tiles" is roofing, not tiling). Then context:
 * - a medium or weak term up to three words after a setting preposition ("in the garden",
 *   "sous l'évier", "auf dem Dach") counts × 0.6: the setting of the work is not its object;
 * - terms inside the customer's own business ("for my plumbing business") count × 0.2, unless
 *   nothing else in the message names a trade (then the business is what they look for);
 * - a word that no term matches (and that is no everyday word or place name) is read by its last
 *   part: the head of a German or Luxembourgish compound ("Badumbau" → umbau, "Terrassendielen" →
 *   dielen) or the word after a redo prefix ("riverniciare" → vernici*), and counts × 0.8;
 * - a word of 5+ letters that none of that matches is compared with the lexicon allowing one typo (two from 9 letters; same first letter; stems of
 *   6+ letters) and counts × 0.4 (such near words are ordinary words as often as misspellings);
 * - context rules add a bonus when two ideas meet (roof + leak → roofing).
 * The best category is clear when it scores ≥ 1.5 and ≥ 1.6 × the runner-up; below 0.6 nothing is
 * recognised; otherwise it is ambiguous and the top 3 are offered.
 */

interface Term {
  category: CategorySlug
  weight: number
  strong: boolean
  pattern: Pattern
  id: number
}

export interface CategoryResult {
  category: CategorySlug | null
  status: CategoryStatus
  confidence: number
  candidates: CategorySlug[]
  scores: Partial<Record<CategorySlug, number>>
  /** A category the customer named outright (a context rule marked `outright`), if any. */
  outright?: CategorySlug
  /**
   * Trades named only as the customer's own business ("a website for my gardening business") while
   * something else is asked for: the setting, not the request.
   */
  ownBusiness?: CategorySlug[]
}

const LEXICON: Record<CategorySlug, CategoryTerms> = { ...HOME_CATEGORY_TERMS, ...BUSINESS_CATEGORY_TERMS }

const TERMS: Term[] = []
for (const category of CATEGORY_SLUGS) {
  for (const strength of ['strong', 'medium', 'weak'] as const) {
    for (const source of LEXICON[category][strength]) {
      TERMS.push({
        category,
        weight: TERM_WEIGHTS[strength],
        strong: strength === 'strong',
        pattern: compilePattern(source),
        id: TERMS.length,
      })
    }
  }
}

/** Terms whose first word is exact, by that word; the others are tried on every token. */
const BY_FIRST_WORD = new Map<string, Term[]>()
const OTHER_TERMS: Term[] = []
for (const term of TERMS) {
  const first = term.pattern.words[0]
  if (first?.kind === 'exact') BY_FIRST_WORD.set(first.text, [...(BY_FIRST_WORD.get(first.text) ?? []), term])
  else OTHER_TERMS.push(term)
}

/** Single words of 5+ letters and stems of 6+: what a misspelt word is compared with. */
const TYPO_TERMS = TERMS.filter((term) => {
  const [word, ...rest] = term.pattern.words
  if (rest.length > 0 || !word) return false
  return (word.kind === 'exact' && word.text.length >= 5) || (word.kind === 'prefix' && word.text.length >= 6)
})

/** The last part of a longer word is a lexicon word or stem of at least this many letters. */
const MIN_PART = 4
/** A German or Luxembourgish compound's modifier has at least this many letters ("Bad"). */
const MIN_MODIFIER = 3
/** Prefixes that redo a verb or noun, in the languages that are not read as compounds. */
const REDO_PREFIXES = ['re', 'ri'] as const
const COMPOUND_LANGUAGES: ReadonlySet<AssistantLanguage> = new Set(['de', 'lb'])

/**
 * Single words and stems of 4+ letters, by their text: what the last part of a longer word is
 * compared with (see wordFormTerms).
 */
const PART_EXACT = new Map<string, Term[]>()
const PART_PREFIX = new Map<string, Term[]>()
for (const term of TERMS) {
  const [word, ...rest] = term.pattern.words
  if (rest.length > 0 || !word || word.text.length < MIN_PART) continue
  const index = word.kind === 'exact' ? PART_EXACT : word.kind === 'prefix' ? PART_PREFIX : null
  index?.set(word.text, [...(index.get(word.text) ?? []), term])
}

const RULES = CONTEXT_RULES.map((rule) => ({
  ...rule,
  source: rule.groups,
  groups: rule.groups.map((group) => group.map(compilePattern)),
  someOf: rule.someOf && {
    atLeast: rule.someOf.atLeast,
    groups: rule.someOf.groups.map((group) => group.map(compilePattern)),
  },
}))

/** Whether a message matches a context rule: a word of each of its groups, and enough of its `someOf` groups. */
function matchesRule(rule: (typeof RULES)[number], tokens: readonly Token[], language: AssistantLanguage) {
  const named = (group: readonly Pattern[]) =>
    group.some((pattern) => matchesAnywhere(pattern, tokens, language))
  if (!rule.groups.every(named)) return false
  return !rule.someOf || rule.someOf.groups.filter(named).length >= rule.someOf.atLeast
}

/** Every single word the category lexicon names (the place finder treats such words with care). */
export const LEXICON_WORDS: ReadonlySet<string> = new Set(
  TERMS.flatMap((term) =>
    term.pattern.words.length === 1 && term.pattern.words[0]?.kind === 'exact'
      ? [term.pattern.words[0].text]
      : [],
  ),
)

/**
 * Every single word the context rules name ("chove", it rains): a word the rules read as itself is not
 * a misspelling of a trade's word ("chave", a key).
 */
export const CONTEXT_WORDS: ReadonlySet<string> = new Set(
  RULES.flatMap((rule) =>
    [...rule.groups, ...(rule.someOf?.groups ?? [])]
      .flat()
      .flatMap((pattern) =>
        pattern.words.length === 1 && pattern.words[0]?.kind === 'exact' && !pattern.language
          ? [pattern.words[0].text]
          : [],
      ),
  ),
)

/** The context rules a message matches, for tuning: each with its category, bonus and first words. */
export function explainContextRules(tokens: readonly Token[], language: AssistantLanguage) {
  return RULES.filter((rule) => matchesRule(rule, tokens, language)).map((rule) => ({
    category: rule.category,
    bonus: rule.bonus,
    outright: rule.outright === true,
    words: rule.source.map((group) => group[0]),
  }))
}

interface Hit {
  term: Term
  start: number
  length: number
  factor: number
}

/** What the classifier found, for tests and tuning: each term with its category and weight. */
export function explainCategory(
  tokens: readonly Token[],
  language: AssistantLanguage,
  knownWords: ReadonlySet<string>,
) {
  return findHits(tokens, language, knownWords).map((hit) => ({
    term: hit.term.pattern.source,
    category: hit.term.category,
    word: tokens
      .slice(hit.start, hit.start + hit.length)
      .map((token) => token.raw)
      .join(' '),
    weight: hit.term.weight * hit.factor,
  }))
}

export function classifyCategory(
  tokens: readonly Token[],
  language: AssistantLanguage,
  everydayWords: ReadonlySet<string>,
  /** Trades the customer ruled out (ruled-out.ts): their words count for nothing. */
  ruledOut: ReadonlySet<CategorySlug> = new Set(),
): CategoryResult {
  const hits = findHits(tokens, language, everydayWords)
  const ownBusiness = ownBusinessTokens(tokens)
  const outside = new Map<CategorySlug, Map<number, number>>()
  const inside = new Map<CategorySlug, Map<number, number>>()
  for (const hit of hits) {
    const business = ownBusiness[hit.start] === true
    const setting =
      (!hit.term.strong && inSetting(tokens, hit.start, SETTING_PREPOSITIONS)) ||
      inSetting(tokens, hit.start, BEHIND_PREPOSITIONS)
    const weight = hit.term.weight * hit.factor * (setting ? SETTING_FACTOR : 1)
    const bucket = business ? inside : outside
    const terms = bucket.get(hit.term.category) ?? new Map<number, number>()
    terms.set(hit.term.id, Math.max(terms.get(hit.term.id) ?? 0, weight))
    bucket.set(hit.term.category, terms)
  }
  const sum = (terms?: Map<number, number>) => [...(terms?.values() ?? [])].reduce((a, b) => a + b, 0)
  const anythingOutside = [...outside.values()].some((terms) => sum(terms) > 0)
  const scores: Partial<Record<CategorySlug, number>> = {}
  for (const category of CATEGORY_SLUGS) {
    const score =
      sum(outside.get(category)) + sum(inside.get(category)) * (anythingOutside ? OWN_BUSINESS_FACTOR : 1)
    if (score > 0) scores[category] = score
  }
  const named = new Set<CategorySlug>()
  for (const rule of RULES) {
    if (matchesRule(rule, tokens, language)) {
      scores[rule.category] = (scores[rule.category] ?? 0) + rule.bonus
      if (rule.outright) named.add(rule.category)
    }
  }
  for (const category of ruledOut) {
    delete scores[category]
    named.delete(category)
  }
  const ownBusinessOnly = anythingOutside
    ? CATEGORY_SLUGS.filter(
        (category) =>
          sum(inside.get(category)) > 0 && sum(outside.get(category)) === 0 && !named.has(category),
      )
    : []
  const result = {
    ...decide(scores),
    ...(ownBusinessOnly.length > 0 ? { ownBusiness: ownBusinessOnly } : {}),
  }
  const outright = bestOf(named, scores)
  return outright ? { ...result, ...clearResult(outright, result), outright } : result
}

/** Of the kinds of job named outright, the one that scores most. */
function bestOf(named: ReadonlySet<CategorySlug>, scores: Partial<Record<CategorySlug, number>>) {
  return [...named].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0))[0]
}

/** A kind of job named outright is clear, though other trades' words stand near it. */
function clearResult(category: CategorySlug, result: CategoryResult) {
  return {
    category,
    status: 'clear' as const,
    candidates: [category],
    confidence: Math.max(result.confidence, 0.5),
  }
}

function decide(scores: Partial<Record<CategorySlug, number>>): CategoryResult {
  const ranked = (Object.entries(scores) as [CategorySlug, number][]).sort((a, b) => b[1] - a[1])
  const [best, second] = ranked
  const top = best?.[1] ?? 0
  const runnerUp = second?.[1] ?? 0
  if (!best || top < 0.6) return { category: null, status: 'none', confidence: 0, candidates: [], scores }
  const confidence = Math.round((1 - runnerUp / top) * (1 - Math.exp(-top / 2)) * 100) / 100
  if (top >= 1.5 && top >= 1.6 * runnerUp) {
    return { category: best[0], status: 'clear', confidence, candidates: [best[0]], scores }
  }
  const candidates = ranked
    .filter(([, score]) => score >= 0.35 * top)
    .slice(0, 3)
    .map(([category]) => category)
  return { category: null, status: 'ambiguous', confidence, candidates, scores }
}

/** Left to right; at each word the best-fitting terms (see the scoring rules above). */
function findHits(
  tokens: readonly Token[],
  language: AssistantLanguage,
  everydayWords: ReadonlySet<string>,
): Hit[] {
  const hits: Hit[] = []
  let index = 0
  while (index < tokens.length) {
    const token = tokens[index] as Token
    const matching = [...(BY_FIRST_WORD.get(token.norm) ?? []), ...OTHER_TERMS].filter((term) =>
      matchesAt(term.pattern, tokens, index, language),
    )
    if (matching.length === 0) {
      const known = everydayWords.has(token.norm)
      const parts = known ? [] : wordFormTerms(token.norm, language)
      const typo = known || parts.length > 0 ? [] : typoTerms(token.norm, language)
      for (const term of parts) hits.push({ term, start: index, length: 1, factor: WORD_FORM_FACTOR })
      for (const term of typo) hits.push({ term, start: index, length: 1, factor: TYPO_FACTOR })
      index++
      continue
    }
    const span = Math.max(...matching.map((term) => term.pattern.words.length))
    const longest = matching.filter((term) => term.pattern.words.length === span)
    const heaviest = Math.max(...longest.map((term) => term.weight))
    const heavy = longest.filter((term) => term.weight === heaviest)
    const size = (term: Term) => term.pattern.words.reduce((total, word) => total + word.text.length, 0)
    const biggest = Math.max(...heavy.map(size))
    // "Schränke" matched by "schrank*" and "*schrank*" is one word of carpentry.
    for (const term of onePerTrade(heavy.filter((t) => size(t) === biggest)))
      hits.push({ term, start: index, length: span, factor: 1 })
    index += span
  }
  return hits
}

/**
 * The terms a word that no term matches is built on. In German and Luxembourgish, the longest last
 * part of the word (4+ letters, after 3+) that is a lexicon word or stem: the head of a compound,
 * which names the thing ("Badrenovierung" is a renovation, "Terrassendielen" floorboards). In any
 * language, the word without a redo prefix ("riverniciare", "repintar"). The heaviest, then the
 * longest, terms of that part.
 */
function wordFormTerms(word: string, language: AssistantLanguage): Term[] {
  if (/\d/.test(word)) return []
  if (COMPOUND_LANGUAGES.has(language)) {
    for (let start = MIN_MODIFIER; start <= word.length - MIN_PART; start++) {
      const found = partTerms(word.slice(start), language)
      if (found.length > 0) return found
    }
  }
  for (const prefix of REDO_PREFIXES) {
    if (word.length - prefix.length < MIN_PART + 1 || !word.startsWith(prefix)) continue
    const found = partTerms(word.slice(prefix.length), language)
    if (found.length > 0) return found
  }
  return []
}

/** The terms that match a whole part of a word: exact words, or stems it starts with. */
function partTerms(part: string, language: AssistantLanguage): Term[] {
  const found = [...(PART_EXACT.get(part) ?? [])]
  for (let length = MIN_PART; length <= part.length; length++)
    found.push(...(PART_PREFIX.get(part.slice(0, length)) ?? []))
  const usable = found.filter((term) => !term.pattern.language || term.pattern.language === language)
  if (usable.length === 0) return []
  const heaviest = Math.max(...usable.map((term) => term.weight))
  const heavy = usable.filter((term) => term.weight === heaviest)
  const size = (term: Term) => (term.pattern.words[0] as WordPattern).text.length
  const longest = Math.max(...heavy.map(size))
  return heavy.filter((term) => size(term) === longest)
}

/** The lexicon terms a misspelt word is closest to (one edit, two from 9 letters, same first letter). */
function typoTerms(word: string, language: AssistantLanguage): Term[] {
  if (word.length < 5 || /\d/.test(word)) return []
  const max = word.length >= 9 ? 2 : 1
  let best = max + 1
  let found: Term[] = []
  for (const term of TYPO_TERMS) {
    const pattern = term.pattern.words[0]
    if (!pattern || pattern.text[0] !== word[0]) continue
    if (term.pattern.language && term.pattern.language !== language) continue
    const distance =
      pattern.kind === 'exact'
        ? editDistance(word, pattern.text, max)
        : Math.min(
            ...[-1, 0, 1].map((delta) =>
              editDistance(word.slice(0, pattern.text.length + delta), pattern.text, 1),
            ),
          )
    if (distance > (pattern.kind === 'exact' ? max : 1)) continue
    if (
      pattern.kind === 'prefix' &&
      (word.length < pattern.text.length - 1 || word.length > pattern.text.length + 4)
    )
      continue
    if (distance < best) {
      best = distance
      found = [term]
    } else if (distance === best && distance <= max) found.push(term)
  }
  if (best > max) return []
  // A misspelling close to "mauer" and "mauern" is one word of masonry, not two.
  return onePerTrade(found)
}

/** One word counts once for a trade, though several of its terms match it: the heaviest of them. */
function onePerTrade(terms: readonly Term[]): Term[] {
  const heaviest = new Map<CategorySlug, Term>()
  for (const term of terms)
    if ((heaviest.get(term.category)?.weight ?? -1) < term.weight) heaviest.set(term.category, term)
  return [...heaviest.values()]
}

/** A setting preposition up to three words before, within the same clause. */
function inSetting(tokens: readonly Token[], index: number, prepositions: ReadonlySet<string>): boolean {
  for (let back = 1; back <= 3; back++) {
    const previous = tokens[index - back]
    if (!previous || (tokens[index - back + 1] as Token).breakBefore) return false
    if (prepositions.has(previous.norm)) return true
  }
  return false
}

/** Marks the words that describe the customer's own business (see category-context.ts). */
function ownBusinessTokens(tokens: readonly Token[]): boolean[] {
  const marked = new Array<boolean>(tokens.length).fill(false)
  tokens.forEach((token, index) => {
    const compound = BUSINESS_SUFFIXES.some(
      (suffix) => token.norm.length > suffix.length + 3 && token.norm.endsWith(suffix),
    )
    if (!BUSINESS_NOUNS.has(token.norm) && !compound) return
    let owner = -1
    for (let back = 1; back <= 4 && index - back >= 0; back++) {
      if ((tokens[index - back + 1] as Token).breakBefore) break
      const word = (tokens[index - back] as Token).norm
      const next = tokens[index - back + 1] as Token
      if (OWNER_WORDS.has(word) || (FOR_WORDS.has(word) && FOR_ARTICLES.has(next.norm))) {
        owner = index - back
        break
      }
    }
    if (owner < 0) return
    for (let i = owner + 1; i < index; i++) marked[i] = true
    if (compound) marked[index] = true
    for (let i = index + 1; i <= index + 3 && i < tokens.length && !(tokens[i] as Token).breakBefore; i++) {
      if (BUSINESS_DESCRIPTION_ENDS.has((tokens[i] as Token).norm)) break
      marked[i] = true
    }
  })
  return marked
}
