import { adminBillingContract as billing } from '@shared/api/admin-billing-contract'
import type { StatementEntriesQuerySchema } from '@shared/billing/billing-schemas'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import type { z } from 'zod'

export type StatementEntriesQuery = z.output<typeof StatementEntriesQuerySchema>

export const statementKeys = {
  all: ['admin', 'statement-entries'] as const,
  list: (query: StatementEntriesQuery) => ['admin', 'statement-entries', query] as const,
}

/** The bank statements admins import: credits recorded as payments, the rest reviewed. */
export const statementsApi = {
  import: (xml: string) => call(billing.importStatement, { body: { xml } }),
  list: (query: StatementEntriesQuery, signal?: AbortSignal) =>
    call(billing.statementEntries.list, { query }, { signal }),
  apply: (id: number, invoiceId: number) =>
    call(billing.resolveStatementEntry, { params: { id }, body: { action: 'apply', invoiceId } }),
  dismiss: (id: number) =>
    call(billing.resolveStatementEntry, { params: { id }, body: { action: 'dismiss' } }),
}

/** The imported credits: those waiting for review, or all of them (the latest 200). */
export function useStatementEntries(query: StatementEntriesQuery) {
  return useQuery({
    queryKey: statementKeys.list(query),
    queryFn: ({ signal }) => statementsApi.list(query, signal),
  })
}
