import { classifyCategory } from './category'
import { loadGazetteer } from './gazetteer'
import { detectLanguage, EVERYDAY_WORDS } from './language'
import { tokenize } from './text'
import { understand } from './understand'

/** What the lessons' tests ask of a message: its trade and commune as the assistant reads them. */

const gazetteer = loadGazetteer()

/** Everything the assistant reads in the message. */
export const readingOf = (text: string) => understand(text, gazetteer)

/** The trade the assistant reads (rules and classifier together), or null when it would ask. */
export const tradeOf = (text: string) => understand(text, gazetteer).category

/** The commune the work is in, 'abroad' for a place outside the country, null when none is said. */
export const communeOf = (text: string) => {
  const place = understand(text, gazetteer).place
  return place?.kind === 'abroad' ? 'abroad' : (place?.commune ?? null)
}

/** The rules' own reading, before the classifier has a say. */
export const rulesTradeOf = (text: string) => {
  const tokens = tokenize(text)
  return classifyCategory(tokens, detectLanguage(text, tokens), EVERYDAY_WORDS).category
}
