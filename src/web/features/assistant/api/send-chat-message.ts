import { assistantContract } from '@shared/api/assistant-contract'
import { type ChatReply, ChatReplySchema, type ChatRequest } from '@shared/assistant/chat-schemas'
import { call } from '@web/lib/api/call'
import { ApiRequestError } from '@web/lib/api/request-error'

/** A reply that is not the contract's shape is treated like no answer at all. */
export function readChatReply(data: unknown, path: string): ChatReply {
  const parsed = ChatReplySchema.safeParse(data)
  if (!parsed.success) throw new ApiRequestError('Invalid chat reply', 200, data, path)
  return parsed.data
}

/**
 * The product §7 adaptive handler: the conversation under the signed-in path when signed in or when
 * the payload carries provider_context, the public path otherwise. Both paths are one server handler
 * that links the conversation to the account when there is one, so a visitor's provider chat is
 * answered at once.
 */
export const chatOperation = (body: ChatRequest, signedIn: boolean) =>
  signedIn || body.provider_context !== undefined ? assistantContract.chat : assistantContract.publicChat

export async function sendChatMessage(body: ChatRequest, signedIn: boolean): Promise<ChatReply> {
  const operation = chatOperation(body, signedIn)
  return readChatReply(await call(operation, { body }), operation.path)
}
