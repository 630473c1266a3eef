import type { Database } from '@server/db/client'
import { project, provider, quote, quoteMessage, quoteRequest, review, user } from '@server/db/schema/index'
import { actionsFor } from '@shared/quotes/quote-actions'
import type {
  CustomerProjects,
  CustomerRequest,
  ProviderInbox,
  ProviderInboxItem,
} from '@shared/quotes/quote-request-schemas'
import { QUOTE_STATUSES, type QuoteStatus } from '@shared/quotes/quote-status'
import { isOverdue } from '@shared/quotes/quote-transitions'
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { photosOfProjects } from './project-photos'
import { shortCustomerName } from './quote-recipients'
import { sharesContact, toDecline, toProject, toProviderCard, toQuote } from './quote-views'

const INBOX_PAGE_SIZE = 20

/** Unread messages per request, from the given side. */
async function unreadCounts(db: Database, requestIds: number[], from: 'customer' | 'provider') {
  if (requestIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ id: quoteMessage.quoteRequestId, n: sql<number>`count(*)::int` })
    .from(quoteMessage)
    .where(
      and(
        inArray(quoteMessage.quoteRequestId, requestIds),
        eq(quoteMessage.sender, from),
        isNull(quoteMessage.readAt),
      ),
    )
    .groupBy(quoteMessage.quoteRequestId)
  return new Map(rows.map((r) => [r.id, r.n]))
}

type CustomerRow = {
  request: typeof quoteRequest.$inferSelect
  provider: typeof provider.$inferSelect
  quote: typeof quote.$inferSelect | null
}

/** One request of a customer's project, as their project list shows it. */
function toCustomerRequest(
  p: typeof project.$inferSelect,
  { request, provider: pr, quote: q }: CustomerRow,
  unreadMessages: number,
  mayReview: boolean,
): CustomerRequest {
  return {
    id: request.id,
    status: request.status,
    provider: toProviderCard(p, pr),
    quote: q ? toQuote(q) : null,
    declined: toDecline(request),
    rejectReason: request.rejectReason,
    notChosen: request.notChosenAt !== null,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    firstResponseAt: request.firstResponseAt?.toISOString() ?? null,
    overdue: isOverdue(request),
    unreadMessages,
    actions: actionsFor('customer', { status: request.status, hasQuote: Boolean(q), mayReview }),
    contact: sharesContact(request.status) ? { phone: pr.phone, email: pr.email } : null,
  }
}

/** The providers this customer has already reviewed. */
async function reviewedProviders(db: Database, userId: string) {
  const rows = await db
    .select({ providerId: review.providerId })
    .from(review)
    .where(eq(review.authorUserId, userId))
  return new Set(rows.map((r) => r.providerId))
}

/** GET /api/quote-requests: the customer's projects, newest first, each with the request to every provider. */
export async function customerProjects(db: Database, userId: string): Promise<CustomerProjects> {
  const projects = await db
    .select()
    .from(project)
    .where(eq(project.customerUserId, userId))
    .orderBy(desc(project.createdAt), desc(project.id))
    .limit(100)
  if (projects.length === 0) return { items: [] }
  const rows = await db
    .select({ request: quoteRequest, provider, quote })
    .from(quoteRequest)
    .innerJoin(provider, eq(provider.id, quoteRequest.providerId))
    .leftJoin(quote, eq(quote.quoteRequestId, quoteRequest.id))
    .where(
      inArray(
        quoteRequest.projectId,
        projects.map((p) => p.id),
      ),
    )
    .orderBy(quoteRequest.id)
  const unread = await unreadCounts(
    db,
    rows.map((r) => r.request.id),
    'provider',
  )
  const reviewed = await reviewedProviders(db, userId)
  const photos = await photosOfProjects(
    db,
    projects.map((p) => p.id),
    (projectId) => rows.find((r) => r.request.projectId === projectId)?.request.id,
  )
  return {
    items: projects.map((p) => ({
      project: toProject(p, photos.get(p.id)),
      requests: rows
        .filter((r) => r.request.projectId === p.id)
        .map((r) => toCustomerRequest(p, r, unread.get(r.request.id) ?? 0, !reviewed.has(r.provider.id))),
    })),
  }
}

/** Fills `counts` with the number of requests per status to the given providers. */
async function countByStatus(db: Database, providerIds: number[], counts: Record<QuoteStatus, number>) {
  const rows = await db
    .select({ status: quoteRequest.status, n: sql<number>`count(*)::int` })
    .from(quoteRequest)
    .where(inArray(quoteRequest.providerId, providerIds))
    .groupBy(quoteRequest.status)
  for (const row of rows) counts[row.status] = row.n
}

type InboxRow = {
  request: typeof quoteRequest.$inferSelect
  project: typeof project.$inferSelect
  providerName: string
  customerName: string | null
  quote: typeof quote.$inferSelect | null
}

/** One request as the provider's inbox lists it. */
const toInboxItem = (r: InboxRow, unreadMessages: number): ProviderInboxItem => ({
  id: r.request.id,
  status: r.request.status,
  project: toProject(r.project),
  customerName: shortCustomerName(r.customerName ?? '—'),
  providerName: r.providerName,
  quote: r.quote ? toQuote(r.quote) : null,
  declined: Boolean(r.request.declinedAt),
  notChosen: r.request.notChosenAt !== null,
  createdAt: r.request.createdAt.toISOString(),
  firstResponseAt: r.request.firstResponseAt?.toISOString() ?? null,
  overdue: isOverdue(r.request),
  unreadMessages,
})

/** GET /api/provider/quote-requests: requests to the businesses the caller owns. */
export async function providerInbox(
  db: Database,
  userId: string,
  query: { status?: QuoteStatus; page: number },
): Promise<ProviderInbox> {
  const owned = await db.select({ id: provider.id }).from(provider).where(eq(provider.ownerUserId, userId))
  const counts = Object.fromEntries(QUOTE_STATUSES.map((s) => [s, 0])) as Record<QuoteStatus, number>
  if (owned.length === 0)
    return { items: [], total: 0, page: query.page, pageSize: INBOX_PAGE_SIZE, counts, hasListing: false }
  const ids = owned.map((o) => o.id)
  await countByStatus(db, ids, counts)
  const where = and(
    inArray(quoteRequest.providerId, ids),
    query.status ? eq(quoteRequest.status, query.status) : undefined,
  )
  const rows = await db
    .select({ request: quoteRequest, project, providerName: provider.name, customerName: user.name, quote })
    .from(quoteRequest)
    .innerJoin(project, eq(project.id, quoteRequest.projectId))
    .innerJoin(provider, eq(provider.id, quoteRequest.providerId))
    .leftJoin(user, eq(user.id, quoteRequest.customerUserId))
    .leftJoin(quote, eq(quote.quoteRequestId, quoteRequest.id))
    .where(where)
    .orderBy(desc(quoteRequest.createdAt), desc(quoteRequest.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((query.page - 1) * INBOX_PAGE_SIZE)
  const unread = await unreadCounts(
    db,
    rows.map((r) => r.request.id),
    'customer',
  )
  const total = query.status ? counts[query.status] : Object.values(counts).reduce((a, b) => a + b, 0)
  const items = rows.map((r) => toInboxItem(r, unread.get(r.request.id) ?? 0))
  return { items, total, page: query.page, pageSize: INBOX_PAGE_SIZE, counts, hasListing: true }
}
