import { adminBillingContract as billing } from '@shared/api/admin-billing-contract'
import { call } from '@web/lib/api/call'

export const statementKeys = {
  all: ['admin', 'statement-entries'] as const,
  review: () => ['admin', 'statement-entries', 'review'] as const,
}

/** The bank statements admins import: credits recorded as payments, the rest reviewed. */
export const statementsApi = {
  import: (xml: string) => call(billing.importStatement, { body: { xml } }),
  review: (signal?: AbortSignal) =>
    call(billing.statementEntries, { query: { status: 'review' } }, { signal }),
  apply: (id: number, invoiceId: number) =>
    call(billing.resolveStatementEntry, { params: { id }, body: { action: 'apply', invoiceId } }),
  dismiss: (id: number) =>
    call(billing.resolveStatementEntry, { params: { id }, body: { action: 'dismiss' } }),
}
