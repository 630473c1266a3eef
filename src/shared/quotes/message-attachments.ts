import { RowIdSchema } from '@shared/http/row-id'
import { ResponsiveImageSchema } from '@shared/images/responsive-image'
import { PORTFOLIO_IMAGE_TYPES, TEMPLATE_MAX_BYTES } from '@shared/workspace/workspace-schemas'
import { z } from 'zod'

/** Files one message may carry. */
export const MESSAGE_ATTACHMENTS_MAX = 5
/** Each file's limit: the uploads' (10 MB). */
export const MESSAGE_ATTACHMENT_MAX_BYTES = TEMPLATE_MAX_BYTES
/** Photos go through the image pipeline (the types it reads); PDFs are kept as sent. */
export const MESSAGE_PHOTO_TYPES = PORTFOLIO_IMAGE_TYPES
export const MESSAGE_ATTACHMENT_TYPES = [...MESSAGE_PHOTO_TYPES, 'application/pdf'] as const
export type MessageAttachmentKind = 'photo' | 'pdf'

/** The ids of files uploaded for the message being written (POST …/attachments), in order. */
export const MessageAttachmentIdsSchema = z
  .array(RowIdSchema)
  .max(MESSAGE_ATTACHMENTS_MAX, `Attach at most ${MESSAGE_ATTACHMENTS_MAX} files.`)
  .refine((ids) => new Set(ids).size === ids.length, 'Attach each file once.')

/** A file of a message (or uploaded for the one being written): what the thread shows of it. */
export const MessageAttachmentSchema = z.object({
  id: z.number(),
  kind: z.enum(['photo', 'pdf']),
  /** The name it was uploaded under (shown, never used to store it). */
  name: z.string(),
  sizeBytes: z.number(),
  /** Where the two sides fetch it (a provider from its email link adds `?token=`); private, never cached. */
  url: z.string(),
  /** A photo's size and resized copies; null for a PDF. */
  image: ResponsiveImageSchema.nullable(),
})
export type MessageAttachment = z.infer<typeof MessageAttachmentSchema>
