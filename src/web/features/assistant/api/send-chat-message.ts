import { type ChatReply, ChatReplySchema, type ChatRequest } from '@shared/assistant/chat-schemas'
import { adaptiveRequest } from '@web/lib/api/adaptive-client'
import { publicRequest } from '@web/lib/api/public-client'
import { ApiRequestError } from '@web/lib/api/request-error'

/** A reply that is not the contract's shape is treated like no answer at all. */
export function readChatReply(data: unknown, path: string): ChatReply {
  const parsed = ChatReplySchema.safeParse(data)
  if (!parsed.success) throw new ApiRequestError('Invalid chat reply', 200, data, path)
  return parsed.data
}

/**
 * POST /chat through the product §7 adaptive handler: `/api/chat` when signed in or when the payload
 * carries provider_context, `/api/public/chat` otherwise. The server keeps `/api/chat` for signed-in
 * people, so a visitor's provider chat that gets a 401 there continues on the public handler, which
 * accepts provider_context too.
 */
export async function sendChatMessage(body: ChatRequest, signedIn: boolean): Promise<ChatReply> {
  const options = { method: 'POST' as const, body }
  try {
    return readChatReply(await adaptiveRequest<unknown>('/chat', options, signedIn), '/chat')
  } catch (error) {
    const visitorProviderChat = !signedIn && body.provider_context !== undefined
    if (visitorProviderChat && error instanceof ApiRequestError && error.status === 401) {
      return readChatReply(await publicRequest<unknown>('/chat', options), '/api/public/chat')
    }
    throw error
  }
}
