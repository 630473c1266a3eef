import type { QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

/** The customer's decisions on a request and its quote. */

/** POST /api/quote-requests/:id/cancel: the customer withdraws a request before accepting its quote. */
export function cancelRequest(id: number) {
  return authenticatedRequest<QuoteRequestDetail>(`/api/quote-requests/${id}/cancel`, { method: 'POST' })
}

/** POST /api/quotes/:id/accept: the project's other open requests close as "not chosen". */
export function acceptQuote(quoteId: number) {
  return authenticatedRequest<QuoteRequestDetail>(`/api/quotes/${quoteId}/accept`, {
    method: 'POST',
    body: {},
  })
}

/** POST /api/quotes/:id/reject: with the reason the provider will read. */
export function rejectQuote(quoteId: number, reason: string) {
  return authenticatedRequest<QuoteRequestDetail>(`/api/quotes/${quoteId}/reject`, {
    method: 'POST',
    body: { reason },
  })
}
