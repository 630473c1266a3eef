import { LANGUAGE_LETTERS, LANGUAGE_MARKERS } from './lexicon/language-markers'
import { SERVICE_WORDS } from './lexicon/service-words'
import type { Token } from './text'
import type { AssistantLanguage } from './types'

/** The frequent words of each language, and the service words of the languages that have them listed. */
const MARKERS = Object.fromEntries(
  Object.entries(LANGUAGE_MARKERS).map(([language, words]) => [
    language,
    new Set([...words, ...(SERVICE_WORDS[language as keyof typeof SERVICE_WORDS] ?? [])]),
  ]),
) as Record<AssistantLanguage, Set<string>>

/** On a tie the language whose words are the more telling wins. */
const TIE_ORDER: readonly AssistantLanguage[] = ['lb', 'pt', 'it', 'es', 'fr', 'de', 'en']

/** Every frequent word of the 7 languages. */
export const EVERYDAY_WORDS: ReadonlySet<string> = new Set(Object.values(LANGUAGE_MARKERS).flat())

/** How strongly a message reads as each language, the strongest first (ties in TIE_ORDER). */
export interface LanguageEvidence {
  language: AssistantLanguage
  score: number
}

/**
 * Each frequent word counts 1, shared among the languages that use it ("my" counts 1 for English,
 * "a" a quarter each for en, fr, pt and it), and so does each service word ("fontanero", "pulizie"); letters that only some languages use add their weight
 * (ë for Luxembourgish, ã for Portuguese, ñ for Spanish…).
 */
export function languageEvidence(text: string, tokens: readonly Token[]): LanguageEvidence[] {
  const scores = new Map<AssistantLanguage, number>(TIE_ORDER.map((language) => [language, 0]))
  for (const token of tokens) {
    const speakers = TIE_ORDER.filter((language) => MARKERS[language].has(token.norm))
    for (const language of speakers) scores.set(language, (scores.get(language) ?? 0) + 1 / speakers.length)
  }
  for (const [pattern, language, weight] of LANGUAGE_LETTERS) {
    const count = text.match(pattern)?.length ?? 0
    scores.set(language, (scores.get(language) ?? 0) + Math.min(count, 4) * weight)
  }
  return TIE_ORDER.map((language) => ({ language, score: scores.get(language) ?? 0 })).sort(
    (a, b) => b.score - a.score,
  )
}

/** The language of the message: the strongest evidence; without any clue it is taken as English. */
export function detectLanguage(text: string, tokens: readonly Token[]): AssistantLanguage {
  const [best] = languageEvidence(text, tokens)
  return best && best.score > 0 ? best.language : 'en'
}
