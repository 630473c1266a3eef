import { languageEvidence } from './language'
import { tokenize } from './text'
import type { AssistantLanguage } from './types'

/**
 * The language someone wrote a text in (a project's description, a review), by the assistant's own
 * detector: its frequent and service words and its letters. A text without any clue ("Top!",
 * "Mamer 45 m²") is taken as written in `fallback` (the page's language where there is a page).
 */
export function writtenLanguage(text: string, fallback: AssistantLanguage = 'en'): AssistantLanguage {
  const [best] = languageEvidence(text, tokenize(text))
  return best && best.score > 0 ? best.language : fallback
}
