import type { AdminInvoice } from '@shared/billing/billing-schemas'
import type { CreditNote, IssueCreditNoteInput } from '@shared/billing/credit-note-schemas'
import { useQuery } from '@tanstack/react-query'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { queryString } from './admin-keys'

export type InvoiceFilter = 'all' | 'issued' | 'overdue' | 'paid'
export type InvoiceListQuery = { status: InvoiceFilter; page: number }

export const invoiceKeys = {
  all: ['admin', 'invoices'] as const,
  list: (query: InvoiceListQuery) => ['admin', 'invoices', query] as const,
}

const BASE = '/api/admin/invoices'

/** The administrators' invoices (/api/admin/invoices): reminders sent, and the listing hidden until one is paid. */
export const invoicesApi = {
  list: (query: InvoiceListQuery, signal?: AbortSignal) =>
    authenticatedRequest<{ items: AdminInvoice[]; total: number; page: number; pageSize: number }>(
      `${BASE}${queryString(query)}`,
      { signal },
    ),
  hideListing: (id: number) =>
    authenticatedRequest<{ providerId: number; hidden: boolean }>(`${BASE}/${id}/hide-listing`, {
      method: 'POST',
    }),
  restoreListing: (id: number) =>
    authenticatedRequest<{ providerId: number; hidden: boolean }>(`${BASE}/${id}/restore-listing`, {
      method: 'POST',
    }),
  creditNote: (id: number, body: IssueCreditNoteInput) =>
    authenticatedRequest<CreditNote>(`${BASE}/${id}/credit-notes`, { method: 'POST', body }),
}

/** GET /api/admin/invoices: one page of invoices of one state. */
export function useAdminInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => invoicesApi.list(query, signal),
  })
}
