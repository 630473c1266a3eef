import { adminBillingContract as billing } from '@shared/api/admin-billing-contract'
import { operationUrl } from '@shared/api/operation'
import type { IssueCreditNoteInput } from '@shared/billing/credit-note-schemas'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export type InvoiceFilter = 'all' | 'issued' | 'overdue' | 'paid'
export type InvoiceListQuery = { status: InvoiceFilter; page: number }

export const invoiceKeys = {
  all: ['admin', 'invoices'] as const,
  list: (query: InvoiceListQuery) => ['admin', 'invoices', query] as const,
}

/** The administrators' invoices: reminders sent, and the listing hidden until one is paid. */
export const invoicesApi = {
  list: (query: InvoiceListQuery, signal?: AbortSignal) => call(billing.invoices.list, { query }, { signal }),
  hideListing: (id: number) => call(billing.hideListing, { params: { id } }),
  restoreListing: (id: number) => call(billing.restoreListing, { params: { id } }),
  creditNote: (id: number, body: IssueCreditNoteInput) =>
    call(billing.issueCreditNote, { params: { id }, body }),
  creditNotePdfUrl: (id: number) => operationUrl(billing.creditNotePdf, { params: { id } }),
}

/** One page of invoices of one state. */
export function useAdminInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => invoicesApi.list(query, signal),
  })
}
