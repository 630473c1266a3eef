import { CATEGORY_SLUGS, type CategorySlug } from '@shared/catalog/categories'
import { describe, expect, it } from 'vitest'
import type { CategoryResult } from './category'
import type { Prediction } from './classifier/category-classifier'
import { decideCategory } from './decide-category'

/** How the rules and the classifier share the decision (ADR 014), on made-up inputs of each half. */

function rules(
  status: CategoryResult['status'],
  scores: Partial<Record<CategorySlug, number>>,
  confidence = 0,
): CategoryResult {
  const best = Object.entries(scores).sort((a, b) => (b[1] ?? 0) - (a[1] ?? 0))[0]?.[0] as
    | CategorySlug
    | undefined
  return {
    category: status === 'clear' ? (best ?? null) : null,
    status,
    confidence,
    candidates: best ? [best] : [],
    scores,
  }
}

/** Probabilities for the named labels, the rest shared evenly. */
function predicted(named: Record<string, number>): Prediction[] {
  const labels = [...CATEGORY_SLUGS, 'none']
  const left = 1 - Object.values(named).reduce((sum, p) => sum + p, 0)
  const others = labels.filter((label) => !(label in named))
  return labels
    .map((label) => ({ label, probability: named[label] ?? left / others.length }))
    .sort((a, b) => b.probability - a.probability)
}

describe('deciding the category from the rules and the classifier', () => {
  it('the rules keep the last word where they are sure, unless the classifier is sure of another trade', () => {
    const decision = decideCategory(rules('clear', { plumbing: 6 }, 0.9), predicted({ heating: 0.85 }))
    expect(decision).toMatchObject({ category: 'plumbing', status: 'clear', decidedBy: 'rules' })
    const backed = decideCategory(
      rules('clear', { plumbing: 6 }, 0.9),
      predicted({ heating: 0.92, plumbing: 0.05 }),
    )
    expect(backed).toMatchObject({ category: 'plumbing', decidedBy: 'rules' })
  })

  it('a trade named in passing gives way to the one the classifier is sure of (ADR 077)', () => {
    // "We had a plumber check the pipes and he found nothing. It only drips when it rains."
    const decision = decideCategory(
      rules('clear', { plumbing: 6 }, 0.9),
      predicted({ roofing: 0.95, plumbing: 0.01 }),
    )
    expect(decision).toMatchObject({ category: 'roofing', status: 'clear', decidedBy: 'classifier' })
  })

  it('where the rules are not sure, a confident classifier decides', () => {
    const decision = decideCategory(rules('none', {}), predicted({ painting: 0.8, renovation: 0.1 }))
    expect(decision).toMatchObject({ category: 'painting', status: 'clear', decidedBy: 'classifier' })
  })

  it('a classifier without a clear margin asks, with the 2–3 best guesses of both halves', () => {
    const decision = decideCategory(
      rules('ambiguous', { plumbing: 2, renovation: 2 }, 0.5),
      predicted({ renovation: 0.42, plumbing: 0.38, tiling: 0.1 }),
    )
    expect(decision.status).toBe('ambiguous')
    expect(decision.category).toBeNull()
    expect(decision.candidates.slice(0, 2).sort()).toEqual(['plumbing', 'renovation'])
    expect(decision.candidates.length).toBeLessThanOrEqual(3)
  })

  it('two trades named with strong words each need a much surer classifier', () => {
    const twoTrades = rules('ambiguous', { plumbing: 3, electrical: 3 }, 0.5)
    const asked = decideCategory(twoTrades, predicted({ plumbing: 0.6, electrical: 0.3 }))
    expect(asked.status).toBe('ambiguous')
    expect(asked.candidates).toEqual(expect.arrayContaining(['plumbing', 'electrical']))
    const oneTrade = rules('ambiguous', { plumbing: 3, electrical: 1 }, 0.5)
    expect(decideCategory(oneTrade, predicted({ plumbing: 0.6, electrical: 0.3 })).category).toBe('plumbing')
  })

  it('but not where the classifier agrees with the trade the rules score clearly highest', () => {
    // A crack in a wall (masonry) whose "crépi" also names the painter.
    const crackInRender = rules('ambiguous', { masonry: 4.9, painting: 3.2 }, 0.3)
    const decided = decideCategory(crackInRender, predicted({ masonry: 0.44, painting: 0.1 }))
    expect(decided).toMatchObject({ category: 'masonry', status: 'clear', decidedBy: 'classifier' })
    // Scored nearly alike, the two trades are still asked about.
    const close = rules('ambiguous', { masonry: 4.9, painting: 4 }, 0.3)
    expect(decideCategory(close, predicted({ masonry: 0.44, painting: 0.1 })).status).toBe('ambiguous')
  })

  it('the rules’ unsure choice backed by the classifier stands', () => {
    const decision = decideCategory(
      rules('clear', { cleaning: 1 }, 0.5),
      predicted({ moving: 0.5, cleaning: 0.3 }),
    )
    expect(decision).toMatchObject({ category: 'cleaning', decidedBy: 'rules' })
  })

  it('the rules’ unsure choice gives way when the classifier prefers by 0.3 a trade they found no word of', () => {
    const decision = decideCategory(
      rules('clear', { cleaning: 1 }, 0.5),
      predicted({ moving: 0.65, cleaning: 0.25 }),
    )
    expect(decision).toMatchObject({ category: 'moving', decidedBy: 'classifier' })
    const named = decideCategory(
      rules('clear', { renovation: 5, tiling: 2 }, 0.6),
      predicted({ tiling: 0.7, renovation: 0.28 }),
    )
    expect(named).toMatchObject({ category: 'renovation', decidedBy: 'rules' })
  })

  it('the rules’ clear choice stands when the classifier is sure of no category', () => {
    const decision = decideCategory(rules('clear', { legal: 3 }, 0.6), predicted({ 'it-support': 0.19 }))
    expect(decision).toMatchObject({ category: 'legal', status: 'clear', decidedBy: 'rules' })
    const overruled = decideCategory(rules('clear', { legal: 3 }, 0.6), predicted({ 'it-support': 0.8 }))
    expect(overruled).toMatchObject({ category: 'it-support', decidedBy: 'classifier' })
  })

  it('no trade in either half: asks with no guess', () => {
    const decision = decideCategory(rules('none', {}), predicted({ none: 0.9 }))
    expect(decision).toMatchObject({ category: null, status: 'none', candidates: [] })
  })

  it('several trades named with strong words and the classifier reading the whole as a renovation: a renovation', () => {
    const decision = decideCategory(
      rules('ambiguous', { plumbing: 3, electrical: 3, tiling: 3, renovation: 1 }),
      predicted({ renovation: 0.55, plumbing: 0.2, electrical: 0.1 }),
    )
    expect(decision).toMatchObject({ category: 'renovation', status: 'clear', decidedBy: 'classifier' })
  })

  it('but one of the named trades needs the classifier much surer than the others', () => {
    const decision = decideCategory(
      rules('ambiguous', { plumbing: 3, electrical: 3 }),
      predicted({ plumbing: 0.55, electrical: 0.25 }),
    )
    expect(decision.status).toBe('ambiguous')
  })

  it('a margin of 0.05 over its second is enough for the classifier to decide', () => {
    const decision = decideCategory(
      rules('ambiguous', { 'web-development': 3, photography: 2 }),
      predicted({ 'web-development': 0.52, renovation: 0.38 }),
    )
    expect(decision).toMatchObject({ category: 'web-development', decidedBy: 'classifier' })
    const unnamed = decideCategory(rules('none', {}), predicted({ painting: 0.5, renovation: 0.38 }))
    expect(unnamed).toMatchObject({ category: 'painting', decidedBy: 'classifier' })
    const close = decideCategory(rules('none', {}), predicted({ painting: 0.42, renovation: 0.39 }))
    expect(close.status).toBe('ambiguous')
  })
})
