import { quotesContract } from '@shared/api/quotes-contract'
import { call } from '@web/lib/api/call'

/** The customer's decisions on a request and its quote. */

/** POST /api/quote-requests/:id/cancel: the customer withdraws a request before accepting its quote. */
export function cancelRequest(id: number) {
  return call(quotesContract.cancel, { params: { id } })
}

/** POST /api/quotes/:id/accept: the project's other open requests close as "not chosen". */
export function acceptQuote(quoteId: number) {
  return call(quotesContract.accept, { params: { id: quoteId }, body: {} })
}

/** POST /api/quotes/:id/reject: with the reason the provider will read. */
export function rejectQuote(quoteId: number, reason: string) {
  return call(quotesContract.reject, { params: { id: quoteId }, body: { reason } })
}
