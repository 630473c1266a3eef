import type { Database } from '@server/db/client'
import { provider, providerDocument } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { createTranslator } from '@server/i18n/translator'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import type { Mailer } from '@server/modules/mail/mailer'
import { refreshTrustFlags } from '@server/modules/providers/verification-facts'
import { listingContact } from '@server/modules/quotes/quote-recipients'
import { luxembourgToday } from '@shared/format/date-time'
import type { UiLanguage } from '@shared/i18n/languages'
import type { DocumentStatus, OwnDocument, QueuedDocument } from '@shared/providers/document-review-schemas'
import type { VerificationDocumentKind } from '@shared/providers/trust-claims'
import { and, asc, desc, eq, ne } from 'drizzle-orm'

const iso = (date: Date | null) => (date ? date.toISOString() : null)

const ownColumns = {
  kind: providerDocument.kind,
  fileName: providerDocument.fileName,
  sizeBytes: providerDocument.sizeBytes,
  createdAt: providerDocument.createdAt,
  status: providerDocument.status,
  reviewedAt: providerDocument.reviewedAt,
  validUntil: providerDocument.validUntil,
  rejectReason: providerDocument.rejectReason,
}

type OwnRow = {
  [K in keyof typeof ownColumns]: (typeof providerDocument.$inferSelect)[K extends 'kind' ? 'kind' : K]
}

function ownDocument(row: OwnRow): OwnDocument {
  return {
    kind: row.kind as VerificationDocumentKind,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.createdAt.toISOString(),
    status: row.status,
    reviewedAt: iso(row.reviewedAt),
    validUntil: row.validUntil,
    rejectReason: row.rejectReason,
  }
}

/** The listing's trust documents and their review, for its owner (never the logo). */
export async function listOwnDocuments(db: Database, providerId: number): Promise<OwnDocument[]> {
  const rows = await db
    .select(ownColumns)
    .from(providerDocument)
    .where(and(eq(providerDocument.providerId, providerId), ne(providerDocument.kind, 'logo')))
    .orderBy(asc(providerDocument.kind))
  return rows.map(ownDocument)
}

/** The administrators' queue: pending documents oldest first; decided ones newest first. */
export async function listDocumentQueue(db: Database, status: DocumentStatus): Promise<QueuedDocument[]> {
  const rows = await db
    .select({
      ...ownColumns,
      id: providerDocument.id,
      providerId: provider.id,
      providerName: provider.name,
      providerSlug: provider.slug,
      mimeType: providerDocument.mimeType,
      vatNumber: provider.vatNumber,
      rcsNumber: provider.rcsNumber,
      permitNumber: provider.permitNumber,
    })
    .from(providerDocument)
    .innerJoin(provider, eq(provider.id, providerDocument.providerId))
    .where(
      and(
        eq(providerDocument.status, status),
        ne(providerDocument.kind, 'logo'),
        ne(provider.status, 'demo'),
      ),
    )
    .orderBy(
      status === 'pending' ? asc(providerDocument.createdAt) : desc(providerDocument.reviewedAt),
      asc(providerDocument.id),
    )
    .limit(200)
  return rows.map((row) => ({
    ...ownDocument(row),
    id: row.id,
    providerId: row.providerId,
    providerName: row.providerName,
    providerSlug: row.providerSlug,
    mimeType: row.mimeType,
    vatNumber: row.vatNumber,
    rcsNumber: row.rcsNumber,
    permitNumber: row.permitNumber,
  }))
}

/** One trust document's file, for an administrator. */
export async function readQueuedDocument(db: Database, id: number) {
  const [row] = await db
    .select()
    .from(providerDocument)
    .where(and(eq(providerDocument.id, id), ne(providerDocument.kind, 'logo')))
  if (!row) throw new DomainError('not_found', 404)
  return row
}

export interface ReviewDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  actor: AuditActor
  /** Clears the directory's caches (the listing's badges and flags changed). */
  onListingsChanged: () => void
  log: { error: (details: object, message: string) => void }
}

export type ReviewDecision = { approve: true; validUntil: string } | { approve: false; reason: string }

/**
 * Approves (with the last valid day) or rejects (with a reason) a pending document, in one
 * transaction with the listing's derived flags and the audit row; a rejection is then emailed to
 * the provider in their language. Only a pending document can be decided (409 otherwise), and an
 * approval's last day cannot be before today.
 */
export async function reviewDocument(
  deps: ReviewDeps,
  id: number,
  decision: ReviewDecision,
  now = new Date(),
) {
  const today = luxembourgToday(now)
  if (decision.approve && decision.validUntil < today) throw new DomainError('document_expired', 400)
  const decided = await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(providerDocument)
      .where(and(eq(providerDocument.id, id), ne(providerDocument.kind, 'logo')))
      .for('update')
    if (!current) throw new DomainError('not_found', 404)
    if (current.status !== 'pending') throw new DomainError('document_decided', 409)
    const [changed] = await tx
      .update(providerDocument)
      .set(
        decision.approve
          ? {
              status: 'approved',
              reviewedAt: now,
              reviewedBy: deps.actor.userId,
              validUntil: decision.validUntil,
              rejectReason: null,
              expiryNoticeSentAt: null,
            }
          : {
              status: 'rejected',
              reviewedAt: now,
              reviewedBy: deps.actor.userId,
              validUntil: null,
              rejectReason: decision.reason,
            },
      )
      .where(eq(providerDocument.id, id))
      .returning()
    if (!changed) throw new DomainError('not_found', 404)
    await refreshTrustFlags(tx, [changed.providerId], today)
    await recordAudit(tx, deps.actor, {
      action: decision.approve ? 'document.approve' : 'document.reject',
      targetType: 'provider_document',
      targetId: id,
      before: { status: current.status },
      after: { status: changed.status, validUntil: changed.validUntil },
      details: {
        providerId: changed.providerId,
        kind: changed.kind,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
    })
    return changed
  })
  deps.onListingsChanged()
  if (!decision.approve) {
    try {
      await emailProvider(deps, decided, 'document-rejected', () => decision.reason)
    } catch (error) {
      // The decision stands; the outbox keeps what it wrote.
      deps.log.error({ err: error, documentId: id }, 'could not email a document rejection')
    }
  }
  return decided
}

/** Emails the listing's owner (else the listing's address) about one of its documents, in their language. */
export async function emailProvider(
  deps: Pick<ReviewDeps, 'db' | 'mailer' | 'publicUrl'>,
  document: { providerId: number; kind: string },
  template: 'document-rejected' | 'document-expiring',
  /** The reason, or the last valid day, in the recipient's language. */
  detail: (language: UiLanguage) => string,
) {
  const listing = await listingContact(deps.db, document.providerId)
  const to = listing?.ownerEmail ?? listing?.listingEmail
  if (!listing || !to) return
  const language = listing.language
  const url = new URL('/dashboard/portfolio', deps.publicUrl)
  url.searchParams.set('section', 'documents')
  if (language !== 'en') url.searchParams.set('lang', language)
  await deps.mailer.send({
    to,
    userId: listing.ownerUserId,
    template,
    language,
    vars: {
      name: listing.ownerName ?? listing.company,
      url: url.toString(),
      reference: createTranslator(
        language,
        'emails',
      )(`documentNames.${document.kind as VerificationDocumentKind}`),
      company: listing.company,
      detail: detail(language),
    },
  })
}
