import type { QuoteMessage } from '@shared/quotes/quote-request-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { withToken } from './quote-keys'

/** POST /api/quote-requests/:id/messages?token=: a message to the other side of the request, with the files uploaded for it. */
export function sendMessage(
  id: number,
  body: string,
  token: string | null = null,
  attachmentIds: readonly number[] = [],
) {
  return authenticatedRequest<QuoteMessage>(withToken(`/api/quote-requests/${id}/messages`, token), {
    method: 'POST',
    body: { body, attachmentIds },
  })
}
