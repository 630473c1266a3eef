import { quotesContract } from '@shared/api/quotes-contract'
import { call } from '@web/lib/api/call'
import { tokenQuery } from './quote-keys'

/** POST /api/quote-requests/:id/attachments?token=: one file for the message being written; its id goes with it. */
export function uploadMessageAttachment(requestId: number, file: File, token: string | null = null) {
  const form = new FormData()
  form.append('file', file)
  return call(quotesContract.addAttachment, { params: { id: requestId }, query: tokenQuery(token) }, { form })
}
