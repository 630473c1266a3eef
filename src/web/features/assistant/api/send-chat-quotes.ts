import type { ChatReply, SendChatQuotes } from '@shared/assistant/chat-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { readChatReply } from './send-chat-message'

const PATH = '/api/chat/quotes'

/** POST /api/chat/quotes (signed-in customer): the conversation's project to the chosen providers. */
export async function sendChatQuotes(body: SendChatQuotes): Promise<ChatReply> {
  return readChatReply(await authenticatedRequest<unknown>(PATH, { method: 'POST', body }), PATH)
}
