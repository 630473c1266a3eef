import { quotesContract } from '@shared/api/quotes-contract'
import type { CreateQuoteRequestsInput } from '@shared/quotes/quote-request-schemas'
import { call } from '@web/lib/api/call'

/** POST /api/quote-requests: one project sent to one or more providers (a credit each). */
export function sendQuoteRequests(input: CreateQuoteRequestsInput) {
  return call(quotesContract.send, { body: input })
}
