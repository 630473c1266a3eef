import type { CreatedQuoteRequests, CreateQuoteRequestsInput } from '@shared/quotes/quote-request-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

/** POST /api/quote-requests: one project sent to one or more providers (a credit each). */
export function sendQuoteRequests(input: CreateQuoteRequestsInput) {
  return authenticatedRequest<CreatedQuoteRequests>('/api/quote-requests', { method: 'POST', body: input })
}
