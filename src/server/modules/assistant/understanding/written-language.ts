import { detectLanguage } from './language'
import { tokenize } from './text'
import type { AssistantLanguage } from './types'

/**
 * The language someone wrote a text in (a project's description, a review), by the assistant's own
 * detector: its frequent and service words and its letters; without any clue, English.
 */
export function writtenLanguage(text: string): AssistantLanguage {
  return detectLanguage(text, tokenize(text))
}
