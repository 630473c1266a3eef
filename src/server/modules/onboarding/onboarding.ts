import type { Database } from '@server/db/client'
import {
  availability,
  portfolioItem,
  provider,
  providerDocument,
  providerOnboarding,
  providerService,
} from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { processImage } from '@server/modules/files/image-pipeline'
import { refreshTrustFlags } from '@server/modules/providers/verification-facts'
import { luxembourgToday } from '@shared/format/date-time'
import { ONBOARDING_ITEMS, type Onboarding, REQUIRED_ITEMS } from '@shared/onboarding/onboarding-schemas'
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm'

type DocumentKind = (typeof providerDocument.$inferSelect)['kind']

async function counts(db: Database, providerId: number) {
  const [[photos], [services], [slots], documents] = await Promise.all([
    db.select({ n: count() }).from(portfolioItem).where(eq(portfolioItem.providerId, providerId)),
    db
      .select({ n: count() })
      .from(providerService)
      .where(and(eq(providerService.providerId, providerId), isNotNull(providerService.priceFrom))),
    db.select({ n: count() }).from(availability).where(eq(availability.providerId, providerId)),
    db
      .select({
        kind: providerDocument.kind,
        fileName: providerDocument.fileName,
        sizeBytes: providerDocument.sizeBytes,
      })
      .from(providerDocument)
      .where(eq(providerDocument.providerId, providerId)),
  ])
  return {
    photos: photos?.n ?? 0,
    services: services?.n ?? 0,
    openingSlots: slots?.n ?? 0,
    logo: documents.find((d) => d.kind === 'logo') ?? null,
    insurance: documents.find((d) => d.kind === 'insurance') ?? null,
  }
}

/** The checklist of the caller's listing: which items are done, and whether it is published. */
export async function onboardingOf(db: Database, providerId: number): Promise<Onboarding> {
  const [row] = await db
    .select({ listing: provider, onboarding: providerOnboarding })
    .from(provider)
    .leftJoin(providerOnboarding, eq(providerOnboarding.providerId, provider.id))
    .where(eq(provider.id, providerId))
  if (!row) throw new DomainError('no_provider_listing', 404)
  const c = await counts(db, providerId)
  const done: Record<(typeof ONBOARDING_ITEMS)[number], boolean> = {
    logo_photos: c.logo !== null && c.photos > 0,
    services: c.services > 0,
    opening_hours: c.openingSlots > 0,
    service_radius: row.listing.serviceRadiusKm > 0,
    insurance: c.insurance !== null,
  }
  const items = ONBOARDING_ITEMS.map((id) => ({ id, done: done[id], required: REQUIRED_ITEMS.includes(id) }))
  return {
    providerSlug: row.listing.slug,
    providerName: row.listing.name,
    tier: row.listing.subscriptionTier,
    fromApplication: row.onboarding !== null,
    published: row.onboarding ? row.onboarding.publishedAt !== null : row.listing.status === 'active',
    publishedAt: row.onboarding?.publishedAt?.toISOString() ?? null,
    items,
    ready: items.every((item) => !item.required || item.done),
    serviceRadiusKm: row.listing.serviceRadiusKm,
    logo: c.logo && { fileName: c.logo.fileName, sizeBytes: c.logo.sizeBytes },
    insurance: c.insurance && { fileName: c.insurance.fileName, sizeBytes: c.insurance.sizeBytes },
    photos: c.photos,
    services: c.services,
    openingSlots: c.openingSlots,
  }
}

/**
 * Publishes the listing once its required items are done (never before; once only: a listing an
 * admin later deactivates stays so). Returns whether it was published now.
 */
export async function publishIfReady(db: Database, providerId: number, now = new Date()): Promise<boolean> {
  const state = await onboardingOf(db, providerId)
  if (!state.fromApplication || state.published) return false
  if (!state.ready) throw new DomainError('onboarding_incomplete', 409)
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(providerOnboarding)
      .set({ publishedAt: now })
      .where(and(eq(providerOnboarding.providerId, providerId), isNull(providerOnboarding.publishedAt)))
      .returning()
    if (!marked) return false
    await tx.update(provider).set({ status: 'active' }).where(eq(provider.id, providerId))
    return true
  })
}

export async function setServiceRadius(db: Database, providerId: number, km: number) {
  await db.update(provider).set({ serviceRadiusKm: km }).where(eq(provider.id, providerId))
}

/**
 * Keeps one logo and one document of each kind per listing: a new upload replaces the old one and
 * waits for a new review (a trust claim never rests on a file nobody read). An image goes through
 * the image pipeline (no metadata kept; no resized copies, it is not shown in pages).
 */
export async function saveDocument(
  db: Database,
  providerId: number,
  upload: { kind: DocumentKind; fileName: string; mimeType: string; bytes: Buffer },
) {
  const image = upload.mimeType.startsWith('image/')
    ? (await processImage(upload.bytes, { variants: false })).image
    : null
  const document = image ? { ...upload, mimeType: image.mimeType, bytes: image.bytes } : upload
  await db
    .insert(providerDocument)
    .values({ providerId, ...document, sizeBytes: document.bytes.length })
    .onConflictDoUpdate({
      target: [providerDocument.providerId, providerDocument.kind],
      set: {
        fileName: document.fileName,
        mimeType: document.mimeType,
        bytes: document.bytes,
        sizeBytes: document.bytes.length,
        createdAt: new Date(),
        status: 'pending',
        reviewedAt: null,
        reviewedBy: null,
        validUntil: null,
        rejectReason: null,
        expiryNoticeSentAt: null,
      },
    })
  // A replaced document's claim goes until the new one is reviewed.
  if (upload.kind !== 'logo') await refreshTrustFlags(db, [providerId], luxembourgToday())
}

export async function readDocument(db: Database, providerId: number, kind: DocumentKind) {
  const [row] = await db
    .select()
    .from(providerDocument)
    .where(and(eq(providerDocument.providerId, providerId), eq(providerDocument.kind, kind)))
  if (!row) throw new DomainError('not_found', 404)
  return row
}
