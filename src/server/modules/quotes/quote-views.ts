import type { Database } from '@server/db/client'
import {
  profile,
  type project,
  quote,
  quoteMessage,
  quoteRequest,
  review,
  user,
} from '@server/db/schema/index'
import type { CategorySlug } from '@shared/catalog/categories'
import type { MessageAttachment } from '@shared/quotes/message-attachments'
import type { ProjectPhoto } from '@shared/quotes/project-photos'
import { actionsFor } from '@shared/quotes/quote-actions'
import type { Project, Quote, QuoteMessage, QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { isOverdue } from '@shared/quotes/quote-transitions'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { attachmentsOfMessages } from './message-attachments'
import { photosOfProjects } from './project-photos'
import type { RequestContext, Viewer } from './quote-context'
import { providerLanguage, shortCustomerName } from './quote-recipients'
import type { WrittenLanguageDetector } from './written-language'

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const euros = (cents: number) => Math.round(cents) / 100

export function toProject(row: typeof project.$inferSelect, photos: ProjectPhoto[] = []): Project {
  return {
    id: row.id,
    name: row.name,
    titleNumber: row.titleNumber,
    category: row.category as CategorySlug,
    description: row.description,
    language: row.language,
    locality: row.locality,
    commune: row.commune,
    postalCode: row.postalCode,
    budgetLow: row.budgetLow,
    budgetHigh: row.budgetHigh,
    timeline: row.timeline,
    estimate: row.estimate ?? null,
    photos,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The project's photos, fetched through this request (which its viewer may open). */
async function photosOf(db: Database, context: RequestContext) {
  const photos = await photosOfProjects(db, [context.project.id], () => context.request.id)
  return photos.get(context.project.id) ?? []
}

export function toQuote(row: typeof quote.$inferSelect): Quote {
  return {
    id: row.id,
    clientName: row.clientName,
    startDate: row.startDate,
    completionDate: row.completionDate,
    materialsCost: euros(row.materialsCents),
    laborCost: euros(row.laborCents),
    totalCost: euros(row.totalCents),
    vatRate: row.vatRate,
    vatPercent: row.vatPercent,
    vatCost: row.vatCents === null ? null : euros(row.vatCents),
    totalInclVat: row.vatCents === null ? null : euros(row.totalCents + row.vatCents),
    message: row.message,
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

export function toMessage(
  row: typeof quoteMessage.$inferSelect,
  attachments: MessageAttachment[] = [],
  detect?: WrittenLanguageDetector,
): QuoteMessage {
  // An admin hid it as abusive: neither side reads it any more.
  const body = row.hiddenAt ? '' : row.body
  return {
    id: row.id,
    from: row.sender,
    body,
    ...(row.hiddenAt ? { hidden: true } : {}),
    ...(detect ? { language: body.trim() ? detect(body) : null } : {}),
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    attachments: row.hiddenAt ? [] : attachments,
  }
}

/** The provider as a request shows it, with its distance from the project. */
export function toProviderCard(
  p: { lat: number | null; lon: number | null },
  provider: {
    id: number
    slug: string
    name: string
    rating: number
    reviewCount: number
    locality: string
    lat: number
    lon: number
    status: string
  },
) {
  return {
    id: provider.id,
    slug: provider.slug,
    name: provider.name,
    rating: provider.rating,
    reviewCount: provider.reviewCount,
    locality: provider.locality,
    distanceKm: distanceKm(p, provider),
    listed: provider.status === 'active',
  }
}

/** Once the customer accepted a quote, each side may reach the other: phone and email (product §6). */
export const sharesContact = (status: QuoteRequestDetail['status']) =>
  status === 'accepted' || status === 'in_progress' || status === 'completed'

/** The provider's decline, once there is one (reason, note, when). */
export function toDecline(request: typeof quoteRequest.$inferSelect) {
  return request.declinedAt && request.declineReason
    ? { reason: request.declineReason, note: request.declineNote ?? '', at: request.declinedAt.toISOString() }
    : null
}

/** Great-circle distance in km, one decimal. */
export function distanceKm(a: { lat: number | null; lon: number | null }, b: { lat: number; lon: number }) {
  if (a.lat === null || a.lon === null) return null
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lon - a.lon) / 2) ** 2
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10
}

export async function hasReviewed(db: Database, customerUserId: string | null, providerId: number) {
  if (!customerUserId) return true
  const [row] = await db
    .select({ id: review.id })
    .from(review)
    .where(and(eq(review.providerId, providerId), eq(review.authorUserId, customerUserId)))
    .limit(1)
  return Boolean(row)
}

/**
 * One request as its viewer may see it. A provider sees only its own request of the project, and
 * the customer's email and phone only once a quote is accepted.
 */
export async function requestDetail(
  db: Database,
  context: RequestContext,
  viewer: Viewer,
  detect?: WrittenLanguageDetector,
): Promise<QuoteRequestDetail> {
  const { request, provider } = context
  const [quoteRow] = await db.select().from(quote).where(eq(quote.quoteRequestId, request.id))
  const messages = await db
    .select()
    .from(quoteMessage)
    .where(eq(quoteMessage.quoteRequestId, request.id))
    .orderBy(asc(quoteMessage.createdAt), asc(quoteMessage.id))
  const attachments = await attachmentsOfMessages(
    db,
    messages.map((m) => m.id),
  )
  const contactShared = viewer !== 'provider' || sharesContact(request.status)
  const mayReview =
    viewer === 'customer' && request.status === 'completed'
      ? !(await hasReviewed(db, request.customerUserId, provider.id))
      : false
  return {
    id: request.id,
    viewer,
    status: request.status,
    project: toProject(context.project, await photosOf(db, context)),
    customer: await customerContact(db, request.customerUserId, contactShared),
    provider: toProviderCard(context.project, provider),
    quote: quoteRow ? toQuote(quoteRow) : null,
    declined: toDecline(request),
    rejectReason: request.rejectReason,
    messages: messages.map((m) => toMessage(m, attachments.get(m.id), detect)),
    notChosen: request.notChosenAt !== null,
    actions: actionsFor(viewer, { status: request.status, hasQuote: Boolean(quoteRow), mayReview }),
    createdAt: request.createdAt.toISOString(),
    firstResponseAt: iso(request.firstResponseAt),
    overdue: isOverdue(request),
    language: providerLanguage(provider.ownerLanguage, provider.languages),
  }
}

/** The customer as the request shows them: full name, email and phone only once contact is shared. */
async function customerContact(db: Database, customerUserId: string | null, contactShared: boolean) {
  const [customer] = customerUserId
    ? await db
        .select({ name: user.name, email: user.email, phone: profile.phoneNumber })
        .from(user)
        .leftJoin(profile, eq(profile.userId, user.id))
        .where(eq(user.id, customerUserId))
    : []
  return {
    name: customer ? (contactShared ? customer.name : shortCustomerName(customer.name)) : '—',
    email: customer && contactShared ? customer.email : null,
    phone: customer && contactShared ? (customer.phone ?? null) : null,
  }
}

/** Opening a request reads the other side's messages (read receipts); a provider's first look is noted. */
export async function markSeen(db: Database, context: RequestContext, viewer: Viewer) {
  if (viewer === 'admin') return
  if (viewer === 'provider' && !context.request.viewedAt)
    await db.update(quoteRequest).set({ viewedAt: new Date() }).where(eq(quoteRequest.id, context.request.id))
  const otherSide = viewer === 'customer' ? 'provider' : 'customer'
  await db
    .update(quoteMessage)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(quoteMessage.quoteRequestId, context.request.id),
        eq(quoteMessage.sender, otherSide),
        isNull(quoteMessage.readAt),
      ),
    )
}
