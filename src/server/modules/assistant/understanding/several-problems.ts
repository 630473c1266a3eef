import type { CategorySlug } from '@shared/catalog/categories'
import { classifyCategory } from './category'
import { tokenize } from './text'
import type { AssistantLanguage } from './types'

/**
 * A message that lists several small, unrelated problems ("the door rubs, a socket is dead, the tap
 * drips, the garden is a jungle — who do I call?") asks for no single trade: picking one of them
 * answers a question the customer did not ask. Each short clause of the message (split at
 * punctuation and "and") is read on its own by the rules; when three or more of them are each about
 * a different small repair trade, and nothing in the message makes it one renovation, those trades
 * are the problems listed. A category that joins them (a renovation, a designer, a cleaning) is
 * not one of them, so the decision keeps it. A trade the customer ruled out (done, checked) is not a
 * problem of the list.
 */

/** The trades of a new home's small repairs. */
const SMALL_REPAIR_TRADES: ReadonlySet<CategorySlug> = new Set([
  'plumbing',
  'electrical',
  'carpentry',
  'gardening',
  'locksmith',
  'painting',
  'tiling',
])
const CLAUSE_BREAK = /[,;:.!?\n()–—]+|\s(?:and|et|und|an|e|y)\s/i
/** A list's clause is short: a longer one tells a story, where trades are context. */
const MAX_CLAUSE_WORDS = 8
/** The weight of a weak lexicon word: enough for a clause of a list ("the garden is a jungle"). */
const MIN_CLAUSE_SCORE = 0.7
const MIN_PROBLEMS = 3
/** Below this the renovation words are incidental ("the bathroom door"); above, the message is one renovation. */
const RENOVATION_SCORE = 1.5

export function listedProblems(
  text: string,
  language: AssistantLanguage,
  knownWords: ReadonlySet<string>,
  renovationScore: number,
  ruledOut: ReadonlySet<CategorySlug> = new Set(),
): CategorySlug[] {
  if (renovationScore >= RENOVATION_SCORE) return []
  const trades: CategorySlug[] = []
  for (const clause of text.split(CLAUSE_BREAK)) {
    const tokens = tokenize(clause)
    if (tokens.length === 0 || tokens.length > MAX_CLAUSE_WORDS) continue
    const [best] = (
      Object.entries(classifyCategory(tokens, language, knownWords).scores) as [CategorySlug, number][]
    ).sort((a, b) => b[1] - a[1])
    if (
      best &&
      best[1] >= MIN_CLAUSE_SCORE &&
      SMALL_REPAIR_TRADES.has(best[0]) &&
      !ruledOut.has(best[0]) &&
      !trades.includes(best[0])
    )
      trades.push(best[0])
  }
  return trades.length >= MIN_PROBLEMS ? trades : []
}
