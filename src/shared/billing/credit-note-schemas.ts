import { z } from 'zod'

export const CREDIT_NOTE_KINDS = ['refund', 'listing_cancelled'] as const

/** A credit note as the billing pages list it: what it credits, of which invoice, and why. */
export const CreditNoteSchema = z.object({
  id: z.number().int(),
  /** LP-CN-2026-000001: its own series, without gaps per year. */
  number: z.string(),
  issuedOn: z.string(),
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  invoiceIssuedOn: z.string(),
  kind: z.enum(CREDIT_NOTE_KINDS),
  /** The admin's reason for a refund; none for a cancelled listing. */
  reason: z.string().nullable(),
  /** A pro rata credit: the days of the period credited, of its days. */
  daysCredited: z.number().int().nullable(),
  daysInPeriod: z.number().int().nullable(),
  /** The credited amounts, positive (the documents write them as credits). */
  netCents: z.number().int(),
  vatRateBasisPoints: z.number().int(),
  vatCents: z.number().int(),
  grossCents: z.number().int(),
})
export type CreditNote = z.infer<typeof CreditNoteSchema>

export const CREDIT_NOTE_REASON_MAX = 500

/** An admin's refund of an invoice: the amount incl. VAT (all that is left when omitted) and why. */
export const IssueCreditNoteSchema = z.object({
  amountCents: z
    .number()
    .int('Give the amount in cents.')
    .min(1, 'Give an amount above zero.')
    .max(100_000_000, 'The amount is too large.')
    .optional(),
  reason: z
    .string()
    .trim()
    .min(3, 'Say why the invoice is credited.')
    .max(CREDIT_NOTE_REASON_MAX, 'The reason is too long.'),
})
export type IssueCreditNoteInput = z.infer<typeof IssueCreditNoteSchema>

export const CreditNoteIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) })
