import { type ChatReply, ChatReplySchema, type ChatRequest } from '@shared/assistant/chat-schemas'
import { adaptiveRequest } from '@web/lib/api/adaptive-client'
import { ApiRequestError } from '@web/lib/api/request-error'

/** A reply that is not the contract's shape is treated like no answer at all. */
export function readChatReply(data: unknown, path: string): ChatReply {
  const parsed = ChatReplySchema.safeParse(data)
  if (!parsed.success) throw new ApiRequestError('Invalid chat reply', 200, data, path)
  return parsed.data
}

/**
 * POST /chat through the product §7 adaptive handler: `/api/chat` when signed in or when the payload
 * carries provider_context, `/api/public/chat` otherwise. Both paths are one server handler that links
 * the conversation to the account when there is one, so a visitor's provider chat is answered at once.
 */
export async function sendChatMessage(body: ChatRequest, signedIn: boolean): Promise<ChatReply> {
  return readChatReply(await adaptiveRequest<unknown>('/chat', { method: 'POST', body }, signedIn), '/chat')
}
