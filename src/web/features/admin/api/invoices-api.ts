import type { AdminInvoice } from '@shared/billing/billing-schemas'
import type { CreditNote, IssueCreditNoteInput } from '@shared/billing/credit-note-schemas'
import { authenticatedRequest } from '@web/lib/api/authenticated-client'
import { queryString } from './admin-keys'

export type InvoiceFilter = 'all' | 'issued' | 'overdue' | 'paid'

export const invoiceKeys = {
  all: ['admin', 'invoices'] as const,
  list: (status: InvoiceFilter, page: number) => ['admin', 'invoices', status, page] as const,
}

const BASE = '/api/admin/invoices'

/** The administrators' invoices (/api/admin/invoices): reminders sent, and the listing hidden until one is paid. */
export const invoicesApi = {
  list: (status: InvoiceFilter, page: number, signal?: AbortSignal) =>
    authenticatedRequest<{ items: AdminInvoice[]; total: number; page: number; pageSize: number }>(
      `${BASE}${queryString({ status, page })}`,
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
