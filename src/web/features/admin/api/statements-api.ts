import type { ImportSummary, StatementEntry } from '@shared/billing/billing-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'

export const statementKeys = {
  all: ['admin', 'statement-entries'] as const,
  review: () => ['admin', 'statement-entries', 'review'] as const,
}

const BASE = '/api/admin/billing'

/** The bank statements admins import (/api/admin/billing): credits recorded as payments, the rest reviewed. */
export const statementsApi = {
  import: (xml: string) =>
    authenticatedRequest<ImportSummary>(`${BASE}/statements`, { method: 'POST', body: { xml } }),
  review: (signal?: AbortSignal) =>
    authenticatedRequest<{ items: StatementEntry[] }>(`${BASE}/statement-entries?status=review`, { signal }),
  apply: (id: number, invoiceId: number) =>
    authenticatedRequest<{ id: number; outcome: string }>(`${BASE}/statement-entries/${id}/resolve`, {
      method: 'POST',
      body: { action: 'apply', invoiceId },
    }),
  dismiss: (id: number) =>
    authenticatedRequest<{ id: number; outcome: string }>(`${BASE}/statement-entries/${id}/resolve`, {
      method: 'POST',
      body: { action: 'dismiss' },
    }),
}
