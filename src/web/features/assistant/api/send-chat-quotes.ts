import { assistantContract } from '@shared/api/assistant-contract'
import type { ChatReply, SendChatQuotes } from '@shared/assistant/chat-schemas'
import { call } from '@web/lib/api/call'
import { readChatReply } from './send-chat-message'

/** The conversation's project to the chosen providers (signed-in customer). */
export async function sendChatQuotes(body: SendChatQuotes): Promise<ChatReply> {
  return readChatReply(await call(assistantContract.sendQuotes, { body }), assistantContract.sendQuotes.path)
}
