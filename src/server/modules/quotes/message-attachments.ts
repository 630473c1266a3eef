import type { Database } from '@server/db/client'
import { quoteMessage, quoteMessageAttachment, supportTicket } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { storedFileName } from '@server/modules/files/file-name'
import type { FileStore } from '@server/modules/files/file-store'
import { processImage } from '@server/modules/files/image-pipeline'
import { imageFiles, responsiveImage, storeImage } from '@server/modules/files/stored-image'
import type { AcceptedTypes } from '@server/modules/files/upload'
import {
  MESSAGE_ATTACHMENT_TYPES,
  type MessageAttachment,
  type MessageAttachmentKind,
} from '@shared/quotes/message-attachments'
import { and, asc, count, eq, gt, inArray, isNull, lt } from 'drizzle-orm'
import type { RequestContext } from './quote-context'
import type { Tx } from './quote-moves'

const DAY_MS = 24 * 60 * 60 * 1000
/** Files one side of a request may hold unsent in a day: a few messages written and abandoned. */
export const PENDING_ATTACHMENTS_MAX = 20

type AttachmentType = (typeof MESSAGE_ATTACHMENT_TYPES)[number]
/** What an upload may be, judged by its bytes (upload.ts sniffType). */
export const ATTACHMENT_UPLOAD_TYPES = Object.fromEntries(
  MESSAGE_ATTACHMENT_TYPES.map((type) => [type, type]),
) as AcceptedTypes<AttachmentType>

type Side = 'customer' | 'provider'
type Row = typeof quoteMessageAttachment.$inferSelect

/** Where the two sides fetch the file (the route checks who they are). */
export const attachmentUrl = (requestId: number, id: number) =>
  `/api/quote-requests/${requestId}/attachments/${id}`

function toAttachment(row: Row): MessageAttachment {
  return {
    id: row.id,
    kind: row.kind,
    name: row.fileName,
    sizeBytes: row.sizeBytes,
    url: attachmentUrl(row.quoteRequestId, row.id),
    image: responsiveImage(row.variants),
  }
}

/**
 * Keeps a file for the message `side` is writing on the request, not yet part of a message: a photo
 * through the image pipeline (its position and camera details go), a PDF as sent. Refused on a
 * closed request (409) and past PENDING_ATTACHMENTS_MAX unsent in a day.
 */
export async function uploadAttachment(
  db: Database,
  files: FileStore,
  by: { context: RequestContext; side: Side; uploaderUserId: string | null },
  file: { bytes: Buffer; fileName: string; type: AttachmentType },
  now = new Date(),
): Promise<MessageAttachment> {
  const { request } = by.context
  if (request.status === 'cancelled' || request.status === 'rejected')
    throw new DomainError('illegal_transition', 409)
  const kind: MessageAttachmentKind = file.type === 'application/pdf' ? 'pdf' : 'photo'
  const fileName = storedFileName(file.fileName, kind === 'pdf' ? 'document.pdf' : 'photo')
  if (fileName === null) throw new DomainError('file_name_invalid', 400)
  const [pending] = await db
    .select({ n: count() })
    .from(quoteMessageAttachment)
    .where(
      and(
        eq(quoteMessageAttachment.quoteRequestId, request.id),
        eq(quoteMessageAttachment.side, by.side),
        isNull(quoteMessageAttachment.messageId),
        gt(quoteMessageAttachment.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
  if ((pending?.n ?? 0) >= PENDING_ATTACHMENTS_MAX) throw new DomainError('too_many_attachments', 409)
  const insert = async (stored: {
    storedName: string
    mimeType: string
    sizeBytes: number
    variants: Row['variants']
  }) => {
    const [row] = await db
      .insert(quoteMessageAttachment)
      .values({
        quoteRequestId: request.id,
        side: by.side,
        uploaderUserId: by.uploaderUserId,
        kind,
        fileName,
        ...stored,
      })
      .returning()
    if (!row) throw new Error('attachment insert returned nothing')
    return toAttachment(row)
  }
  if (kind === 'photo')
    return storeImage(files, 'message-attachments', await processImage(file.bytes), insert)
  return files.storeWith(
    'message-attachments',
    file.bytes,
    (storedName) =>
      insert({ storedName, mimeType: 'application/pdf', sizeBytes: file.bytes.length, variants: null }),
    'application/pdf',
  )
}

/**
 * Makes `side`'s unsent files of the request part of the message, inside the message's transaction:
 * a file of the other side, of another request, already sent or gone refuses the whole message
 * (400 attachments_unavailable).
 */
export async function attachToMessage(
  tx: Tx,
  message: { id: number; quoteRequestId: number; side: Side },
  ids: readonly number[],
) {
  if (ids.length === 0) return
  const attached = await tx
    .update(quoteMessageAttachment)
    .set({ messageId: message.id })
    .where(
      and(
        inArray(quoteMessageAttachment.id, [...ids]),
        eq(quoteMessageAttachment.quoteRequestId, message.quoteRequestId),
        eq(quoteMessageAttachment.side, message.side),
        isNull(quoteMessageAttachment.messageId),
      ),
    )
    .returning({ id: quoteMessageAttachment.id })
  if (attached.length !== ids.length) throw new DomainError('attachments_unavailable', 400)
}

/** The files of each message, in the order they were attached. */
export async function attachmentsOfMessages(
  db: Database | Tx,
  messageIds: readonly number[],
): Promise<Map<number, MessageAttachment[]>> {
  const byMessage = new Map<number, MessageAttachment[]>()
  if (messageIds.length === 0) return byMessage
  const rows = await db
    .select()
    .from(quoteMessageAttachment)
    .where(inArray(quoteMessageAttachment.messageId, [...messageIds]))
    .orderBy(asc(quoteMessageAttachment.id))
  for (const row of rows) {
    if (row.messageId === null) continue
    byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), toAttachment(row)])
  }
  return byMessage
}

/**
 * A sent file of the request as `viewer` may open it, or null: its two sides while the message is
 * shown; an admin only while a report of that very message is at the desk (hidden or not).
 */
export async function findReadableAttachment(
  db: Database,
  requestId: number,
  attachmentId: number,
  viewer: 'customer' | 'provider' | 'admin',
) {
  const [found] = await db
    .select({ attachment: quoteMessageAttachment, hiddenAt: quoteMessage.hiddenAt })
    .from(quoteMessageAttachment)
    .innerJoin(quoteMessage, eq(quoteMessage.id, quoteMessageAttachment.messageId))
    .where(
      and(eq(quoteMessageAttachment.id, attachmentId), eq(quoteMessageAttachment.quoteRequestId, requestId)),
    )
  if (!found) return null
  if (viewer !== 'admin') return found.hiddenAt ? null : found.attachment
  const [report] = await db
    .select({ id: supportTicket.id })
    .from(supportTicket)
    .where(
      and(
        eq(supportTicket.kind, 'report'),
        eq(supportTicket.targetType, 'message'),
        eq(supportTicket.targetId, found.attachment.messageId ?? 0),
      ),
    )
    .limit(1)
  return report ? found.attachment : null
}

/** The files of the messages among `messageIds` that are reported at the desk (what an admin may open). */
export async function attachmentsOfReportedMessages(db: Database, messageIds: readonly number[]) {
  if (messageIds.length === 0) return new Map<number, MessageAttachment[]>()
  const reported = await db
    .selectDistinct({ id: supportTicket.targetId })
    .from(supportTicket)
    .where(
      and(
        eq(supportTicket.kind, 'report'),
        eq(supportTicket.targetType, 'message'),
        inArray(supportTicket.targetId, [...messageIds]),
      ),
    )
  return attachmentsOfMessages(
    db,
    reported.flatMap((r) => (r.id === null ? [] : [r.id])),
  )
}

/** The files of a person's messages, for their data download. */
export async function attachmentsUploadedBy(db: Database, userId: string) {
  const rows = await db
    .select({
      row: quoteMessageAttachment,
      sentAt: quoteMessage.createdAt,
    })
    .from(quoteMessageAttachment)
    .leftJoin(quoteMessage, eq(quoteMessage.id, quoteMessageAttachment.messageId))
    .where(eq(quoteMessageAttachment.uploaderUserId, userId))
    .orderBy(asc(quoteMessageAttachment.id))
  return rows.map(({ row, sentAt }) => ({
    requestId: row.quoteRequestId,
    name: row.fileName,
    mimeType: row.mimeType,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt,
    sentAt,
    link: row.messageId === null ? null : attachmentUrl(row.quoteRequestId, row.id),
  }))
}

/** Files never sent after a day, rows and bytes: the message they were for was never written. */
export async function purgeUnsentAttachments(db: Database, files: FileStore, now = new Date()) {
  const gone = await db
    .delete(quoteMessageAttachment)
    .where(
      and(
        isNull(quoteMessageAttachment.messageId),
        lt(quoteMessageAttachment.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    )
    .returning({ storedName: quoteMessageAttachment.storedName, variants: quoteMessageAttachment.variants })
  await files.removeAll(gone.flatMap((row) => imageFiles('message-attachments', row)))
  return gone.length
}
