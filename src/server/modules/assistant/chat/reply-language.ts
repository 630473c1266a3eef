import { languageEvidence } from '@server/modules/assistant/understanding/language'
import { tokenize } from '@server/modules/assistant/understanding/text'
import { ASSISTANT_LANGUAGES, type AssistantLanguage } from '@shared/i18n/languages'
import { foldAnswer, isControlAnswer, pickedCategory } from './chat-intents'
import { REPLY_IN } from './chat-text'

/**
 * Which language the assistant answers in (ADR 055):
 * - the first message's language, when it says one; the page's language when it does not
 *   ("Mamer", "45 m²") or when it is torn between languages the page's is one of;
 * - later, short answers ("yes", "Esch", a tapped button) keep the conversation's language, and a
 *   message that clearly reads as another language switches to it;
 * - "Répondre en français" (the button, or typed) is a choice, and a choice stays for the
 *   conversation until another one is made.
 */

/** What a person types to ask for a language, besides the buttons' own labels. */
const ASKED_IN: Record<AssistantLanguage, readonly string[]> = {
  en: ['in english', 'in english please', 'english please', 'english'],
  fr: ['en francais', 'en francais svp', 'en francais s il vous plait', 'francais', 'repondez en francais'],
  de: ['auf deutsch', 'auf deutsch bitte', 'deutsch', 'bitte auf deutsch'],
  lb: ['op letzebuergesch', 'letzebuergesch', 'op letzebuergesch w e g', 'op letzebuergesch wann ech gelift'],
  pt: ['em portugues', 'em portugues por favor', 'portugues', 'fale em portugues'],
  it: ['in italiano', 'in italiano per favore', 'italiano', 'parli italiano'],
  es: ['en espanol', 'en espanol por favor', 'espanol', 'en castellano', 'hable en espanol'],
}

const ASKED = new Map<string, AssistantLanguage>(
  ASSISTANT_LANGUAGES.flatMap((language) =>
    [REPLY_IN[language], ...ASKED_IN[language]].map((phrase) => [foldAnswer(phrase), language] as const),
  ),
)

/** The language the whole message asks the assistant to answer in, else null. */
export function askedLanguage(text: string): AssistantLanguage | null {
  return ASKED.get(foldAnswer(text)) ?? null
}

/** A later message switches the conversation only when it has a few words and one language leads clearly. */
const CLEAR = { minWords: 3, minScore: 1.2, lead: 1.5 }

/** The language a message reads as, and whether it is clear enough to switch a conversation. */
export function readLanguage(
  text: string,
  pageLanguage: AssistantLanguage,
): { language: AssistantLanguage; clear: boolean } | null {
  const tokens = tokenize(text)
  const evidence = languageEvidence(text, tokens)
  const [best, second] = evidence
  if (!best || best.score <= 0) return null
  // Torn between languages ("Maler in Mamer": German, English or Italian?): the page's, if it is one.
  const page = evidence.find((e) => e.language === pageLanguage)
  if (page && page.score === best.score) return { language: pageLanguage, clear: false }
  if (second && second.score === best.score) return null
  const clear =
    tokens.length >= CLEAR.minWords &&
    best.score >= CLEAR.minScore &&
    best.score >= CLEAR.lead * (second?.score ?? 0)
  return { language: best.language, clear }
}

/** One of the chat's own answers ("yes", "send", a service's button): it never changes the language. */
function isShortAnswer(text: string): boolean {
  return isControlAnswer(text) || pickedCategory(text) !== null
}

export interface ReplyLanguage {
  language: AssistantLanguage
  /** The person chose it (a "Reply in …" button or the same words typed). */
  chosen: boolean
  /** The message only asked for the language: the assistant says its last question again in it. */
  onlyAsked: boolean
}

export function replyLanguage(
  conversation: { language: AssistantLanguage; isNew: boolean; chosen: boolean },
  text: string,
  pageLanguage: AssistantLanguage,
): ReplyLanguage {
  const asked = askedLanguage(text)
  if (asked) return { language: asked, chosen: true, onlyAsked: true }
  const keep = { language: conversation.language, chosen: conversation.chosen, onlyAsked: false }
  if (!conversation.isNew && (conversation.chosen || isShortAnswer(text))) return keep
  const read = isShortAnswer(text) ? null : readLanguage(text, pageLanguage)
  if (conversation.isNew) return { language: read?.language ?? pageLanguage, chosen: false, onlyAsked: false }
  return read?.clear ? { ...keep, language: read.language } : keep
}
