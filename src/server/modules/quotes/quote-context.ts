import { project, provider, quoteRequest, user } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import type { Executor } from '@server/modules/notifications/notification-service'
import { eq, inArray } from 'drizzle-orm'
import { tokenMatches } from './quote-token'

export type Viewer = 'customer' | 'provider' | 'admin'

/** One request with its project and provider: what every quote action reads first. */
export async function loadRequest(db: Executor, id: number) {
  const [context] = await loadRequests(db, [id])
  return context ?? null
}

/** Several requests with their project and provider, in one statement, in the order of `ids` (absent ones left out). */
export async function loadRequests(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return []
  const rows = await db
    .select({
      request: quoteRequest,
      project,
      provider: {
        id: provider.id,
        slug: provider.slug,
        name: provider.name,
        email: provider.email,
        phone: provider.phone,
        locality: provider.locality,
        lat: provider.lat,
        lon: provider.lon,
        rating: provider.rating,
        reviewCount: provider.reviewCount,
        languages: provider.languages,
        ownerUserId: provider.ownerUserId,
        ownerLanguage: user.language,
        status: provider.status,
      },
    })
    .from(quoteRequest)
    .innerJoin(project, eq(project.id, quoteRequest.projectId))
    .innerJoin(provider, eq(provider.id, quoteRequest.providerId))
    .leftJoin(user, eq(user.id, provider.ownerUserId))
    .where(ids.length === 1 ? eq(quoteRequest.id, ids[0]!) : inArray(quoteRequest.id, [...ids]))
  const byId = new Map(rows.map((row) => [row.request.id, row]))
  return ids.flatMap((id) => byId.get(id) ?? [])
}
export type RequestContext = Awaited<ReturnType<typeof loadRequests>>[number]

/**
 * Who is looking at this request: its customer, the provider it is addressed to (signed in as the
 * listing's owner, or holding the token of its email link), or an admin. Anyone else gets null, and the
 * routes answer exactly as for a request that does not exist.
 */
export function viewerOf(
  context: RequestContext,
  caller: Caller | null,
  token: string | undefined,
  secret: string,
): Viewer | null {
  if (caller?.role === 'admin') return 'admin'
  if (caller && context.request.customerUserId === caller.userId) return 'customer'
  if (caller && context.provider.ownerUserId === caller.userId) return 'provider'
  if (token && tokenMatches(secret, context.request, token)) return 'provider'
  return null
}

/** Whether `token` is the live token of request `id`'s email link (the early-access gate asks). */
export async function isQuoteLinkToken(db: Executor, secret: string, id: number, token: string) {
  const [row] = await db
    .select({
      id: quoteRequest.id,
      providerId: quoteRequest.providerId,
      createdAt: quoteRequest.createdAt,
      tokenExpiresAt: quoteRequest.tokenExpiresAt,
    })
    .from(quoteRequest)
    .where(eq(quoteRequest.id, id))
  return row ? tokenMatches(secret, row, token) : false
}
