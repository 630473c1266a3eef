import { AdminReasonInputSchema } from '@shared/admin/admin-common-schemas'
import { z } from 'zod'
import { VERIFICATION_DOCUMENT_KINDS } from './trust-claims'

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number]

/** A trust document as its owner sees it in their listing settings. */
export const OwnDocumentSchema = z.object({
  kind: z.enum(VERIFICATION_DOCUMENT_KINDS),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  reviewedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  rejectReason: z.string().nullable(),
})
export type OwnDocument = z.infer<typeof OwnDocumentSchema>
export const OwnDocumentsSchema = z.object({ items: z.array(OwnDocumentSchema) })

/** A document in the administrators' verification queue. */
export const QueuedDocumentSchema = OwnDocumentSchema.extend({
  id: z.number().int(),
  providerId: z.number().int(),
  providerName: z.string(),
  providerSlug: z.string(),
  mimeType: z.string(),
  /** The business's numbers on file, to compare with the document. */
  vatNumber: z.string().nullable(),
  rcsNumber: z.string().nullable(),
  permitNumber: z.string().nullable(),
})
export type QueuedDocument = z.infer<typeof QueuedDocumentSchema>
export const DocumentQueueSchema = z.object({ items: z.array(QueuedDocumentSchema) })

export const DocumentQueueQuerySchema = z.object({
  status: z.enum(DOCUMENT_STATUSES).default('pending'),
})

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** Approving states until when the document is valid (its last day, in Luxembourg). */
export const ApproveDocumentSchema = z.object({
  validUntil: z
    .string()
    .regex(ISO_DAY, 'Give the last day the document is valid.')
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), 'Give a real date.'),
})
export type ApproveDocument = z.infer<typeof ApproveDocumentSchema>

/** Rejecting says why; the provider is emailed the reason in their language. */
export const RejectDocumentSchema = AdminReasonInputSchema
export type RejectDocument = z.infer<typeof RejectDocumentSchema>
