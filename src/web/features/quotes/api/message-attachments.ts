import type { MessageAttachment } from '@shared/quotes/message-attachments'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { withToken } from './quote-keys'

/** POST /api/quote-requests/:id/attachments?token=: one file for the message being written; its id goes with it. */
export function uploadMessageAttachment(requestId: number, file: File, token: string | null = null) {
  const form = new FormData()
  form.append('file', file)
  return authenticatedRequest<MessageAttachment>(
    withToken(`/api/quote-requests/${requestId}/attachments`, token),
    {
      method: 'POST',
      body: form,
    },
  )
}
