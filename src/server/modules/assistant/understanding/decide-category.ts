import { CATEGORY_SLUGS, type CategorySlug } from '@shared/catalog/categories'
import type { CategoryResult } from './category'
import type { Prediction } from './classifier/category-classifier'
import type { CategoryStatus } from './types'

/**
 * The category, from the two halves of understanding (ADR 014):
 * - the rules (category.ts: the lexicon, its word forms and context) keep the last word where they
 *   are sure: a clear result of confidence ≥ rulesSure, or a kind of job named outright;
 * - except that the classifier, trained on hand-written messages (ADR 077), overrules them when
 *   it gives another category ≥ overruleSure and theirs < overruleSureDoubt, and overrules their
 *   unsure choice when its best (≥ decide), a category of which the rules found no word, stands
 *   `overrule` above the probability of that choice;
 * - otherwise the classifier (classifier/category-classifier.ts) decides when its best category
 *   has probability ≥ decide and stands `margin` above the second, or when it backs the rules'
 *   clear but unsure choice with ≥ support; that choice also stands when the classifier is sure of
 *   no category (its best < decide);
 * - a message that names two trades with strong words each ("burst pipe and power cut") may be
 *   two jobs: there the classifier decides only with a margin of TWO_TRADES_MARGIN over its second,
 *   unless its best is the trade the rules score clearly highest (AGREED_LEAD);
 * - otherwise the assistant asks, offering the 2–3 best guesses of both halves together; and when
 *   the classifier is sure the message names no trade (`none` ≥ NONE) and the rules found nothing,
 *   (≥ none) it asks with every category.
 * The thresholds were set on the development material only (the development part of the evaluation
 * set, the two story sets and the two rounds already measured; ADR 077), never on the held-out part.
 */

export interface DecideThresholds {
  rulesSure: number
  decide: number
  /** How far the classifier's best must stand above its second to decide. */
  margin: number
  support: number
  none: number
  /** Whether the rules' clear choice, backed by the classifier, goes before the classifier's own. */
  backedRulesFirst: boolean
  /** The rules' unsure choice gives way when the classifier prefers another category, of which they found no word, by this much. */
  overrule: number
  /** The rules' sure choice gives way when the classifier is this sure of another category… */
  overruleSure: number
  /** …and gives the rules' choice less than this. */
  overruleSureDoubt: number
}

export const THRESHOLDS: DecideThresholds = {
  rulesSure: 0.75,
  decide: 0.4,
  margin: 0.05,
  support: 0.1,
  none: 0.5,
  backedRulesFirst: true,
  overrule: 0.3,
  overruleSure: 0.9,
  overruleSureDoubt: 0.02,
}
const MAX_GUESSES = 3
/** A guess is offered when it scores at least this share of the best guess. */
const GUESS_SHARE = 0.25
/** Below this probability the classifier alone does not make a category a guess. */
const GUESS_FLOOR = 0.35
/** A rules score this high means a strong word of the trade (lexicon weight 3). */
const TWO_TRADES_SCORE = 3
const TWO_TRADES_MARGIN = 0.5
/**
 * …unless the classifier's best is the trade the rules score highest, the second below this share of it: a crack in
 * a wall whose render also names the painter. Two trades named alike ("the plumber or the tiler?") still ask.
 */
const AGREED_LEAD = 0.75

export interface CategoryDecision {
  category: CategorySlug | null
  status: CategoryStatus
  confidence: number
  candidates: CategorySlug[]
  decidedBy: 'rules' | 'classifier' | null
}

const isCategory = (label: string): label is CategorySlug =>
  (CATEGORY_SLUGS as readonly string[]).includes(label)
const round = (value: number) => Math.round(value * 100) / 100

export function decideCategory(
  rules: CategoryResult,
  predictions: readonly Prediction[],
  thresholds: DecideThresholds = THRESHOLDS,
): CategoryDecision {
  const {
    rulesSure,
    decide,
    margin,
    support,
    none,
    backedRulesFirst,
    overrule,
    overruleSure,
    overruleSureDoubt,
  } = thresholds
  const probability = new Map(predictions.map((p) => [p.label, p.probability]))
  const best = predictions.find((p) => isCategory(p.label))
  const top = predictions[0]
  const rulesProbability = rules.category ? (probability.get(rules.category) ?? 0) : 0
  const classifierElsewhere =
    rules.status === 'clear' &&
    best !== undefined &&
    top?.label === best.label &&
    best.label !== rules.category

  // A kind of job the customer named outright ("one firm, not five trades") is not overruled.
  if (rules.outright && rules.category === rules.outright)
    return { ...clear(rules.outright, rules.confidence), decidedBy: 'rules' }
  // Since the classifier reads hand-written messages (ADR 077) it can be trusted against the rules
  // where it is sure of another trade: a trade named in passing ("the plumber found nothing") is
  // not the one asked for.
  if (classifierElsewhere && best.probability >= overruleSure && rulesProbability < overruleSureDoubt)
    return { ...clear(best.label as CategorySlug, best.probability), decidedBy: 'classifier' }
  if (rules.status === 'clear' && rules.category && rules.confidence >= rulesSure)
    return { ...clear(rules.category, rules.confidence), decidedBy: 'rules' }
  // A trade told without any word of it (traces of animals, a room to arrange) that the classifier
  // prefers by `overrule` goes before the rules' unsure choice; one whose words the rules also
  // found ("kitchen refit with new tiles": tiles) does not: there the rules weighed it already.
  const bestUnnamed = best !== undefined && (rules.scores[best.label as CategorySlug] ?? 0) === 0
  if (
    classifierElsewhere &&
    bestUnnamed &&
    best.probability >= decide &&
    best.probability - rulesProbability >= overrule
  )
    return { ...clear(best.label as CategorySlug, best.probability), decidedBy: 'classifier' }
  // Two trades named with strong words each ("burst pipe and power cut") may be two jobs.
  const ruleScores = Object.values(rules.scores).sort((a, b) => (b ?? 0) - (a ?? 0)) as number[]
  const twoTrades =
    (ruleScores[1] ?? 0) >= TWO_TRADES_SCORE && (ruleScores[1] ?? 0) >= 0.6 * (ruleScores[0] ?? 0)
  const runnerUp = predictions[1]?.probability ?? 0
  const backed =
    rules.status === 'clear' && rules.category && (probability.get(rules.category) ?? 0) >= support
  if (backedRulesFirst && backed && rules.category)
    return { ...clear(rules.category, rules.confidence), decidedBy: 'rules' }
  // With two trades named, the classifier must be much surer of one of them; a category that
  // joins them (a renovation where plumbing, wiring and tiles are named) needs the usual margin.
  const bestIsNamedTrade =
    best !== undefined && (rules.scores[best.label as CategorySlug] ?? 0) >= TWO_TRADES_SCORE
  // Where the classifier's best is also the trade the rules score clearly highest, the two halves agree.
  const bestLeadsRules =
    best !== undefined &&
    (rules.scores[best.label as CategorySlug] ?? 0) === ruleScores[0] &&
    (ruleScores[1] ?? 0) < AGREED_LEAD * (ruleScores[0] ?? 0)
  const neededMargin = twoTrades && bestIsNamedTrade && !bestLeadsRules ? TWO_TRADES_MARGIN : margin
  if (
    best &&
    top?.label === best.label &&
    best.probability >= decide &&
    best.probability - runnerUp >= neededMargin
  )
    return { ...clear(best.label as CategorySlug, best.probability), decidedBy: 'classifier' }
  if (backed && rules.category) return { ...clear(rules.category, rules.confidence), decidedBy: 'rules' }
  // The classifier overrules the rules' clear choice only when it is sure of another category.
  if (rules.status === 'clear' && rules.category && (best?.probability ?? 0) < decide)
    return { ...clear(rules.category, rules.confidence), decidedBy: 'rules' }

  // Ask. Each category's guess: its share of the rules' best score and its probability, averaged.
  const topScore = Math.max(0, ...Object.values(rules.scores).map((score) => score ?? 0))
  // A guess needs some word of the trade (a rules score) or a fair probability on its own.
  const guesses = CATEGORY_SLUGS.filter(
    (category) => (rules.scores[category] ?? 0) > 0 || (probability.get(category) ?? 0) >= GUESS_FLOOR,
  )
    .map((category) => ({
      category,
      score:
        ((topScore > 0 ? (rules.scores[category] ?? 0) / topScore : 0) + (probability.get(category) ?? 0)) /
        2,
    }))
    .filter((guess) => guess.score > 0)
    .sort((a, b) => b.score - a.score)
  const bestGuess = guesses[0]?.score ?? 0
  const noTrade = rules.status === 'none' && top?.label === 'none' && (top?.probability ?? 0) >= none
  if (noTrade || bestGuess === 0)
    return { category: null, status: 'none', confidence: 0, candidates: [], decidedBy: null }
  const candidates = guesses
    .filter((guess, index) => index < 2 || guess.score >= GUESS_SHARE * bestGuess)
    .slice(0, MAX_GUESSES)
    .map((guess) => guess.category)
  return {
    category: null,
    status: 'ambiguous',
    confidence: round(best?.probability ?? 0),
    candidates,
    decidedBy: null,
  }
}

function clear(category: CategorySlug, confidence: number) {
  return { category, status: 'clear' as const, confidence: round(confidence), candidates: [category] }
}

/** The classifier's predictions without the trades the customer ruled out, the others scaled to sum to 1 again. */
export function withoutTrades(
  predictions: readonly Prediction[],
  ruledOut: ReadonlySet<string>,
): Prediction[] {
  if (ruledOut.size === 0) return [...predictions]
  const kept = predictions.filter((prediction) => !ruledOut.has(prediction.label))
  const total = kept.reduce((sum, prediction) => sum + prediction.probability, 0)
  return kept.map((prediction) => ({
    ...prediction,
    probability: total > 0 ? prediction.probability / total : 0,
  }))
}

/** How sure a trade asked for by name is, at least. */
const ASKED_BY_NAME_CONFIDENCE = 0.75

/**
 * The one tradesperson the customer asks for by name ("we'd like a photographer", "procuramos um
 * carpinteiro", "welcher Maurer kann…"; ruled-out.ts) is the trade, whatever other trades the story
 * names around it. Two asked for by name ("a plumber or a tiler?") leave the decision as it was.
 */
export function askedByName(
  decision: CategoryDecision,
  sought: ReadonlySet<CategorySlug>,
  setAside: ReadonlySet<CategorySlug>,
  predictions: readonly Prediction[],
): CategoryDecision {
  const [only, ...others] = [...sought]
  if (!only || others.length > 0 || setAside.has(only) || decision.category === only) return decision
  const probability = predictions.find((p) => p.label === only)?.probability ?? 0
  return { ...clear(only, Math.max(probability, ASKED_BY_NAME_CONFIDENCE)), decidedBy: 'rules' }
}

/**
 * Several problems listed (several-problems.ts): when the decision is one of them, the assistant asks
 * which one instead, offering them; a category that joins them (a renovation) stands.
 */
export function askAmongListed(
  decision: CategoryDecision,
  listed: readonly CategorySlug[],
): CategoryDecision {
  if (decision.category === null || !listed.includes(decision.category)) return decision
  return {
    category: null,
    status: 'ambiguous',
    confidence: decision.confidence,
    candidates: listed.slice(0, MAX_GUESSES),
    decidedBy: null,
  }
}
