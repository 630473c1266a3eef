import { describe, expect, it } from 'vitest'
import type { CategoryClassifier, Prediction } from './category-classifier'
import { predictMessage, sentencesOf } from './request-sentence'

/** A classifier that knows one word per label, to see which sentence is taken as the request. */
const keyword: CategoryClassifier = {
  labels: ['plumbing', 'legal', 'none'],
  predict(text: string): Prediction[] {
    // Like a model misled by context: "landlord" anywhere outweighs the tap.
    const p = text.includes('landlord')
      ? { plumbing: 0.1, legal: 0.5, none: 0.4 }
      : text.includes('tap')
        ? { plumbing: 0.9, legal: 0.05, none: 0.05 }
        : { plumbing: 0.05, legal: 0.05, none: 0.9 }
    return Object.entries(p)
      .map(([label, probability]) => ({ label, probability }))
      .sort((a, b) => b.probability - a.probability)
  },
}

describe('the request among the context', () => {
  it('splits a message into its sentences of two words or more', () => {
    expect(sentencesOf('We moved in. The tap drips! Landlord pays… ok')).toEqual([
      'We moved in.',
      'The tap drips!',
      'Landlord pays…',
    ])
    expect(sentencesOf('no punctuation at all when typed by voice')).toHaveLength(1)
  })

  it('weighs the sentence that most clearly names a trade as much as the whole message', () => {
    const story = 'The kids are at school all week. The landlord will pay. Our tap drips all night.'
    expect(keyword.predict(story)[0]?.label).toBe('legal')
    expect(predictMessage(keyword, story)[0]?.label).toBe('plumbing')
  })

  it('takes the sentence that states the need, read with the one before it, before a clearer context sentence', () => {
    const story = 'Our tap drips all night, it is fine for now. We need someone to deal with the landlord.'
    expect(predictMessage(keyword, story)[0]?.label).toBe('legal')
    expect(predictMessage(keyword, 'Our tap drips all night. The landlord will pay.')[0]?.label).toBe(
      'plumbing',
    )
  })

  it('reads a one-sentence message once, as it is', () => {
    expect(predictMessage(keyword, 'the landlord')).toEqual(keyword.predict('the landlord'))
  })
})
