import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

/** POST /api/pending-project/:id/send: the kept project to its providers (one credit, once). */
export function sendPendingProject(id: number) {
  return authenticatedRequest<CreatedQuoteRequests>(`/api/pending-project/${id}/send`, { method: 'POST' })
}
