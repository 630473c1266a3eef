import {
  AdminInvoicesQuerySchema,
  AdminInvoicesSchema,
  ImportStatementSchema,
  ImportSummarySchema,
  InvoiceIdParamsSchema,
  InvoiceSchema,
  IssuedInvoicesSchema,
  IssueInvoicesSchema,
  ListingHoldSchema,
  MarkPaidSchema,
  ResolveStatementEntrySchema,
  StatementEntriesQuerySchema,
  StatementEntriesSchema,
  StatementEntryIdParamsSchema,
} from '@shared/billing/billing-schemas'
import {
  CreditNoteIdParamsSchema,
  CreditNoteSchema,
  IssueCreditNoteSchema,
} from '@shared/billing/credit-note-schemas'
import { z } from 'zod'
import { defineAdminResource } from './admin-resource'
import { defineOperation } from './operation'
import { errorResponses, fileResponse } from './responses'

/** Every provider's invoices, credit notes and the bank statements that pay them (ADR 076, 078). */
export const adminBillingContract = {
  invoices: defineAdminResource({
    path: '/api/admin/invoices',
    tags: ['admin', 'billing'],
    list: {
      summary: 'Invoices of every provider: all, unpaid, overdue or paid',
      query: AdminInvoicesQuerySchema,
      response: AdminInvoicesSchema,
    },
  }),
  invoicePdf: defineOperation({
    method: 'GET',
    path: '/api/admin/invoices/:id/pdf',
    access: 'admin',
    tags: ['admin', 'billing'],
    summary: 'An invoice as a PDF',
    params: InvoiceIdParamsSchema,
    responses: {
      200: fileResponse('The invoice (PDF)', ['application/pdf']),
      ...errorResponses(400, 401, 403, 404, 429, 503),
    },
  }),
  markPaid: defineOperation({
    method: 'POST',
    path: '/api/admin/invoices/:id/mark-paid',
    access: 'admin',
    tags: ['admin', 'billing'],
    summary: 'Record the bank transfer that paid an invoice',
    params: InvoiceIdParamsSchema,
    body: MarkPaidSchema,
    responses: { 200: InvoiceSchema, ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503) },
  }),
  hideListing: defineOperation({
    method: 'POST',
    path: '/api/admin/invoices/:id/hide-listing',
    access: 'admin',
    tags: ['admin', 'billing'],
    summary:
      "Hide the invoice's business from the directory and matching until the invoice is paid (after its last reminder; the account stays open)",
    params: InvoiceIdParamsSchema,
    responses: { 200: ListingHoldSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
  }),
  restoreListing: defineOperation({
    method: 'POST',
    path: '/api/admin/invoices/:id/restore-listing',
    access: 'admin',
    tags: ['admin', 'billing'],
    summary: 'Show again a listing hidden until this invoice is paid, before it is paid',
    params: InvoiceIdParamsSchema,
    responses: { 200: ListingHoldSchema, ...errorResponses(400, 401, 403, 404, 409, 429, 503) },
  }),
  issueInvoices: defineOperation({
    method: 'POST',
    path: '/api/admin/invoices/issue',
    access: 'admin',
    tags: ['admin', 'billing'],
    summary: "Issue a month's invoices now (each provider once per month; the monthly run does it too)",
    body: IssueInvoicesSchema,
    responses: { 200: IssuedInvoicesSchema, ...errorResponses(400, 401, 403, 413, 415, 429, 503) },
  }),
  importStatement: defineOperation({
    method: 'POST',
    path: '/api/admin/billing/statements',
    access: 'admin',
    tags: ['admin', 'billing'],
    summary:
      'Import a bank statement (ISO 20022 camt.053 or camt.054 XML): exact credits are recorded as payments, the others wait for review; a statement imported twice records nothing twice',
    body: ImportStatementSchema,
    responses: {
      200: ImportSummarySchema,
      ...errorResponses(400, 401, 403, 413, 415, 422, 429, 503),
    },
  }),
  statementEntries: defineAdminResource({
    path: '/api/admin/billing/statement-entries',
    tags: ['admin', 'billing'],
    list: {
      summary: 'Credits of imported statements: the review list (partial, over, unmatched) or all',
      query: StatementEntriesQuerySchema,
      response: StatementEntriesSchema,
    },
  }),
  resolveStatementEntry: defineOperation({
    method: 'POST',
    path: '/api/admin/billing/statement-entries/:id/resolve',
    access: 'admin',
    tags: ['admin', 'billing'],
    summary: 'Settle a credit of the review list: apply it to an unpaid invoice, or dismiss it',
    params: StatementEntryIdParamsSchema,
    body: ResolveStatementEntrySchema,
    responses: {
      200: z.object({ id: z.number().int(), outcome: z.string() }),
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 429, 503),
    },
  }),
  issueCreditNote: defineOperation({
    method: 'POST',
    path: '/api/admin/invoices/:id/credit-notes',
    access: 'admin',
    tags: ['admin', 'billing'],
    summary:
      'Refund an invoice with a credit note (its own numbered document): the amount incl. VAT, all that is left when omitted, never more (422), and the reason; audited and emailed to the business',
    params: InvoiceIdParamsSchema,
    body: IssueCreditNoteSchema,
    responses: {
      200: CreditNoteSchema,
      ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
    },
  }),
  creditNotePdf: defineOperation({
    method: 'GET',
    path: '/api/admin/credit-notes/:id/pdf',
    access: 'admin',
    tags: ['admin', 'billing'],
    summary: 'A credit note as a PDF',
    params: CreditNoteIdParamsSchema,
    responses: {
      200: fileResponse('The credit note (PDF)', ['application/pdf']),
      ...errorResponses(400, 401, 403, 404, 429, 503),
    },
  }),
}
