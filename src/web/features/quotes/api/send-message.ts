import { quotesContract } from '@shared/api/quotes-contract'
import { call } from '@web/lib/api/call'
import { tokenQuery } from './quote-keys'

/** POST /api/quote-requests/:id/messages?token=: a message to the other side of the request, with the files uploaded for it. */
export function sendMessage(
  id: number,
  body: string,
  token: string | null = null,
  attachmentIds: readonly number[] = [],
) {
  return call(quotesContract.sendMessage, {
    params: { id },
    query: tokenQuery(token),
    body: { body, attachmentIds: [...attachmentIds] },
  })
}
