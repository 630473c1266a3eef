/**
 * The assistant's two questions as the evaluation scripts recognise them, in whichever of its seven
 * languages it answered (it answers in the writer's language, not the page's).
 */
import { CHAT_TEXT } from '@server/modules/assistant/chat/chat-text'

const SERVICE_QUESTIONS = new Set<string>(Object.values(CHAT_TEXT.askCategory))

// "{category}: noted. Where is the job? …": what follows the category's name.
const PLACE_QUESTION_ENDINGS = [CHAT_TEXT.askPlace, CHAT_TEXT.askPlaceOfService].flatMap((texts) =>
  Object.values(texts).map((text) => text.slice(text.indexOf(':') + 1).trim()),
)

export const asksForService = (reply: string) => SERVICE_QUESTIONS.has(reply)

export const asksForPlace = (reply: string) => PLACE_QUESTION_ENDINGS.some((ending) => reply.endsWith(ending))
