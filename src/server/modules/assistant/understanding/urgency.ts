import type { Timeline } from '@shared/quotes/quote-request-schemas'
import { NOT_URGENT, SOON, TIMELINE_PHRASES, URGENT } from './lexicon/urgency-timeline'
import type { Token } from './text'
import type { AssistantLanguage } from './types'

/**
 * How soon: "urgent" (urgent, dringend, asap, today…), "soon" (this week, bientôt, bald…) or
 * nothing; "not urgent" and "no rush" are read first. The timeline is one of the quote request's
 * TIMELINES: asap when urgent, else the first list whose phrase appears.
 */

function phraseIn(words: string, phrase: string, language: AssistantLanguage): boolean {
  const [, only, body] = phrase.match(/^(?:(lb|fr|de|en|pt|it|es):)?(.*)$/) ?? []
  if (only && only !== language) return false
  return words.includes(` ${body} `)
}

function wordsOf(tokens: readonly Token[]): string {
  return ` ${tokens.map((token) => token.norm).join(' ')} `
}

export function readUrgency(tokens: readonly Token[], language: AssistantLanguage): 'urgent' | 'soon' | null {
  const words = wordsOf(tokens)
  if (NOT_URGENT.some((phrase) => phraseIn(words, phrase, language))) return null
  if (URGENT.some((phrase) => phraseIn(words, phrase, language))) return 'urgent'
  if (SOON.some((phrase) => phraseIn(words, phrase, language))) return 'soon'
  return null
}

export function readTimeline(
  tokens: readonly Token[],
  language: AssistantLanguage,
  urgency: 'urgent' | 'soon' | null,
): Timeline | null {
  if (urgency === 'urgent') return 'asap'
  const words = wordsOf(tokens)
  for (const [timeline, phrases] of TIMELINE_PHRASES) {
    if (phrases.some((phrase) => phraseIn(words, phrase, language))) return timeline
  }
  return urgency === 'soon' ? 'within_week' : null
}
