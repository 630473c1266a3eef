import { readBudget } from './budget'
import { classifyCategory, LEXICON_WORDS } from './category'
import { categoryClassifier } from './classifier/category-classifier'
import { writtenWords } from './classifier/corpus/build-corpus'
import { predictMessage } from './classifier/request-sentence'
import { askAmongListed, decideCategory, withoutTrades } from './decide-category'
import type { Gazetteer } from './gazetteer'
import { detectLanguage, EVERYDAY_WORDS } from './language'
import { ABROAD_PLACES } from './lexicon/places-abroad'
import { NUMBER_WORDS } from './lexicon/quantity-units'
import { resolvePlace } from './place'
import { readQuantities } from './quantities'
import { ruledOutTrades } from './ruled-out'
import { listedProblems } from './several-problems'
import { tokenize } from './text'
import type { Understanding } from './types'
import { readTimeline, readUrgency } from './urgency'

/**
 * The assistant's built-in understanding of a customer's message, in any of lb, fr, de, en, pt,
 * it, es: language, category (or "ambiguous" with candidates), place, quantities, urgency, budget
 * and timeline. The category comes from the rules and the learned classifier together
 * (decide-category.ts), without the trades the customer ruled out (ruled-out.ts), and is asked
 * for when the message lists several small problems (several-problems.ts). Synchronous and deterministic: the gazetteer comes from `loadGazetteer()`,
 * the classifier from its weights file, both read once.
 */

/** Words a place name must not be mistaken for without context (see place.ts). */
const PLACE_CAUTION_WORDS: ReadonlySet<string> = new Set([
  ...EVERYDAY_WORDS,
  ...LEXICON_WORDS,
  ...Object.keys(NUMBER_WORDS),
])

/** Words that are not misspelt trade words: everyday words and the words of place names. */
const knownWordsByGazetteer = new WeakMap<Gazetteer, ReadonlySet<string>>()
function knownWords(gazetteer: Gazetteer): ReadonlySet<string> {
  let words = knownWordsByGazetteer.get(gazetteer)
  if (!words) {
    const placeWords = [...gazetteer.names.keys(), ...ABROAD_PLACES.flatMap((place) => place.names)].flatMap(
      (name) => name.split(' '),
    )
    words = new Set([...EVERYDAY_WORDS, ...placeWords])
    knownWordsByGazetteer.set(gazetteer, words)
  }
  return words
}

/** Ordinary words of the seven languages (the corpus's words that name no place): never a misspelt name. */
const ordinaryWordsByGazetteer = new WeakMap<Gazetteer, ReadonlySet<string>>()
function ordinaryWords(gazetteer: Gazetteer): ReadonlySet<string> {
  let words = ordinaryWordsByGazetteer.get(gazetteer)
  if (!words) {
    const placeWords = new Set([...gazetteer.names.keys()].flatMap((name) => name.split(' ')))
    words = new Set([...writtenWords()].filter((word) => !placeWords.has(word)))
    ordinaryWordsByGazetteer.set(gazetteer, words)
  }
  return words
}

export function understand(text: string, gazetteer: Gazetteer): Understanding {
  const tokens = tokenize(text)
  const language = detectLanguage(text, tokens)
  const ruledOut = ruledOutTrades(text)
  const rules = classifyCategory(tokens, language, knownWords(gazetteer), ruledOut)
  const category = askAmongListed(
    decideCategory(rules, withoutTrades(predictMessage(categoryClassifier(), text), ruledOut)),
    listedProblems(text, language, knownWords(gazetteer), rules.scores.renovation ?? 0),
  )
  const urgency = readUrgency(tokens, language)
  return {
    language,
    category: category.category,
    categoryStatus: category.status,
    categoryConfidence: category.confidence,
    categoryCandidates: category.candidates,
    place: resolvePlace(text, tokens, gazetteer, PLACE_CAUTION_WORDS, ordinaryWords(gazetteer)),
    quantities: readQuantities(text),
    urgency,
    budget: readBudget(text),
    timeline: readTimeline(tokens, language, urgency),
  }
}
