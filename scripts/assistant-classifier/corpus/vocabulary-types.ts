import type { AssistantLanguage } from '@server/modules/assistant/understanding/types'

/**
 * One category's words in one language, each field a `|`-separated list:
 * - pro: the professional or the firm, with its article where the language needs one;
 * - thing: what is wrong or what is wanted, as a noun phrase;
 * - act: the work, as a verb phrase (infinitive).
 * Written for the classifier's corpus with the word forms customers use: prefixed verbs
 * (repaint, repeindre, neu streichen), compounds (Badsanierung), plurals and other inflections.
 */
export interface VocabularyEntry {
  pro: string
  thing: string
  act: string
}

export type CategoryVocabulary = Record<AssistantLanguage, VocabularyEntry>
