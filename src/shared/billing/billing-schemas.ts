import { z } from 'zod'
import { CreditNoteSchema } from './credit-note-schemas'
import { PLAN_TIERS } from './plans'

/** The provider's billing page (/dashboard/billing) and the admins' invoice list. */
export const PartySchema = z.object({
  name: z.string(),
  address: z.array(z.string()),
  vatNumber: z.string().nullable(),
  rcsNumber: z.string().nullable(),
  email: z.string().nullable(),
})

export const PaymentInstructionsSchema = z.object({
  method: z.literal('bank_transfer'),
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  /** ISO 11649 structured reference (RF…), to be given as the transfer's reference. */
  reference: z.string(),
  amountCents: z.number().int(),
  /** The EPC QR code's text ("GiroCode"): the same transfer, for a banking app to scan. */
  qrPayload: z.string(),
})
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>

export const InvoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  tier: z.enum(PLAN_TIERS),
  periodStart: z.string(),
  periodEnd: z.string(),
  issuedOn: z.string(),
  dueOn: z.string(),
  netCents: z.number().int(),
  vatRateBasisPoints: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
  seller: PartySchema,
  buyer: PartySchema,
  /** credited: credited in full before it was paid, so no longer due. */
  status: z.enum(['issued', 'paid', 'credited']),
  paidAt: z.string().nullable(),
  /** What its credit notes credited, VAT included; what is due is the rest. */
  creditedCents: z.number().int(),
  /** Unpaid after its due date. */
  overdue: z.boolean(),
  /** Days since its due date while it is overdue (Luxembourg's calendar), else 0. */
  daysOverdue: z.number().int(),
  payment: PaymentInstructionsSchema,
  /** It can be paid by card or SEPA direct debit now (Stripe is configured and it is unpaid): see /checkout. */
  onlinePayment: z.boolean(),
})
export type Invoice = z.infer<typeof InvoiceSchema>

/** The Stripe Checkout page that pays one invoice by card or SEPA direct debit (ADR 043). */
export const CheckoutLinkSchema = z.object({ url: z.string().url() })
export type CheckoutLink = z.infer<typeof CheckoutLinkSchema>

/** Our answer to a Stripe webhook that verified: what became of its event. */
export const WebhookReceiptSchema = z.object({
  received: z.literal(true),
  /** paid: its invoice's payment recorded; review: kept for an admin; ignored or duplicate: nothing done. */
  outcome: z.enum(['paid', 'review', 'ignored', 'duplicate']),
})

export const BillingOverviewSchema = z.object({
  tier: z.enum(PLAN_TIERS),
  startsOn: z.string(),
  nextTier: z.enum(PLAN_TIERS).nullable(),
  nextTierFrom: z.string().nullable(),
  /**
   * The day a change asked for now takes effect: the first day of the next billing period (ADR 049).
   * The confirmation of a change repeats it.
   */
  changesTakeEffectOn: z.string(),
  /** Some invoice is unpaid after its due date: the account is flagged. */
  flagged: z.boolean(),
  /** The listing is hidden from the directory and matching until this invoice is paid (an admin's decision). */
  hiddenUntilPaid: z.object({ invoiceId: z.number().int(), number: z.string() }).nullable(),
  invoices: z.array(InvoiceSchema),
  /** Credit notes of its invoices, newest first. */
  creditNotes: z.array(CreditNoteSchema),
})
export type BillingOverview = z.infer<typeof BillingOverviewSchema>

/**
 * A change of plan the provider confirmed: the plan, and the terms the confirmation showed (its
 * monthly price excl. VAT and the day it takes effect). The server makes the change only when they
 * are still the terms it would apply; otherwise nothing changes and the provider confirms again.
 */
export const PlanChangeSchema = z.object({
  tier: z.enum(PLAN_TIERS, 'Choose one of the plans.'),
  confirmed: z.object(
    {
      monthlyNetCents: z.number().int().min(0).max(100_000_000),
      effectiveFrom: z.iso.date('Give the day the change takes effect (yyyy-mm-dd).'),
    },
    'Confirm the change: its monthly price and the day it takes effect.',
  ),
})
export type PlanChangeInput = z.infer<typeof PlanChangeSchema>

/** A plan on request asked for from the billing page: it opens a case in the support desk. */
export const PlanRequestSchema = z.object({ tier: z.literal('enterprise') })
export const PlanRequestReceiptSchema = z.object({
  /** The support case's reference (SD-…). */
  reference: z.string(),
})
export type PlanRequestReceipt = z.infer<typeof PlanRequestReceiptSchema>

export const InvoiceIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })

export const AdminInvoicesQuerySchema = z.object({
  status: z.enum(['all', 'issued', 'overdue', 'paid']).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})

export const AdminInvoiceSchema = InvoiceSchema.pick({
  id: true,
  number: true,
  periodStart: true,
  dueOn: true,
  grossCents: true,
  status: true,
  overdue: true,
  daysOverdue: true,
  paidAt: true,
  creditedCents: true,
}).extend({
  providerName: z.string(),
  providerSlug: z.string().nullable(),
  /** The reminders emailed for it, first step first. */
  reminders: z.array(z.object({ step: z.number().int(), sentOn: z.string() })),
  /** Its provider's listing is hidden until it is paid. */
  listingHidden: z.boolean(),
  creditNotes: z.array(CreditNoteSchema.pick({ id: true, number: true, issuedOn: true, grossCents: true })),
})
export type AdminInvoice = z.infer<typeof AdminInvoiceSchema>

export const AdminInvoicesSchema = z.object({
  items: z.array(AdminInvoiceSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

/** The admin's answer to "Hide listing until paid" and "Restore visibility". */
export const ListingHoldSchema = z.object({ providerId: z.number().int(), hidden: z.boolean() })

export const MarkPaidSchema = z.object({
  receivedOn: z.iso.date('Give the day the transfer arrived (yyyy-mm-dd).').optional(),
})

export const IssueInvoicesSchema = z.object({
  /** The month to invoice, yyyy-mm (default: the current month). */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give the month as yyyy-mm.')
    .optional(),
})
export const IssuedInvoicesSchema = z.object({ issued: z.number().int(), month: z.string() })

/** An admin's upload of the bank's ISO 20022 statement (camt.053) or notification (camt.054). */
export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024
export const ImportStatementSchema = z.object({
  xml: z.string().min(1, 'Choose the bank’s XML file.').max(STATEMENT_MAX_BYTES, 'The file is too large.'),
})
export const ImportSummarySchema = z.object({
  statementId: z.number().int(),
  credits: z.number().int(),
  matched: z.number().int(),
  review: z.number().int(),
  /** Credits already imported (the same statement, or an overlapping one, again). */
  alreadyImported: z.number().int(),
  /** Listings hidden until an invoice was paid that this statement's payments listed again. */
  listingsRestored: z.number().int(),
})
export type ImportSummary = z.infer<typeof ImportSummarySchema>

export const STATEMENT_ENTRY_OUTCOMES = [
  'matched',
  'partial',
  'over',
  'unmatched',
  'resolved',
  'dismissed',
] as const
export const StatementEntriesQuerySchema = z.object({
  /** review: partial, over and unmatched credits waiting for an admin. */
  status: z.enum(['review', 'all']).default('review'),
})
export const StatementEntrySchema = z.object({
  id: z.number().int(),
  bookedOn: z.string(),
  amountCents: z.number().int(),
  reference: z.string().nullable(),
  payerName: z.string().nullable(),
  remittance: z.string().nullable(),
  outcome: z.enum(STATEMENT_ENTRY_OUTCOMES),
  /** A bank statement's credit, or a Stripe payment that did not match its invoice (ADR 043). */
  source: z.enum(['bank_statement', 'stripe']),
  invoiceId: z.number().int().nullable(),
  suggestions: z.array(AdminInvoiceSchema),
})
export type StatementEntry = z.infer<typeof StatementEntrySchema>
export const StatementEntriesSchema = z.object({ items: z.array(StatementEntrySchema) })
export const StatementEntryIdParamsSchema = InvoiceIdParamsSchema
export const ResolveStatementEntrySchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('apply'), invoiceId: z.number().int().min(1).max(2_147_483_647) }),
  z.object({ action: z.literal('dismiss') }),
])
