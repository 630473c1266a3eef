import type { Database } from '@server/db/client'
import { chatSession, provider, unmatchedRequest, user } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { type AuditActor, recordAudit } from '@server/modules/audit/audit-log'
import { placeNamedExactly } from '@server/modules/catalog/locality-search'
import { insertProject, sendToProviders } from '@server/modules/quotes/create-quote-requests'
import { emailProviders, type NotifyDeps, type ProviderEvent } from '@server/modules/quotes/quote-notify'
import { roleOf, type UserType } from '@shared/accounts/user-types'
import type { AssignCandidates, AssignCandidatesQuerySchema } from '@shared/admin/content-admin-schemas'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { z } from 'zod'

async function unmatchedRow(db: Database, id: number) {
  const [row] = await db
    .select({ request: unmatchedRequest, customerId: chatSession.userId })
    .from(unmatchedRequest)
    .leftJoin(chatSession, eq(chatSession.id, unmatchedRequest.sessionId))
    .where(eq(unmatchedRequest.id, id))
  if (!row) throw new DomainError('not_found', 404)
  return row
}

/** Providers an admin may pick: active, of the category, nearest the request's place first. */
export async function assignCandidates(
  db: Database,
  id: number,
  query: z.infer<typeof AssignCandidatesQuerySchema>,
): Promise<AssignCandidates> {
  const { request, customerId } = await unmatchedRow(db, id)
  const category = query.category ?? request.category
  const pattern = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const result = await db.execute<AssignCandidates['candidates'][number] & Record<string, unknown>>(sql`
    with origin as (
      select avg(lat) as lat, avg(lon) as lon from locality
      where name = ${request.locality} or (commune = ${request.commune} and kind = 'commune')
    )
    select p.id, p.name, p.locality, p.categories, p.rating::float8 as rating, p.review_count as "reviewCount",
      p.verified, round((6371 * 2 * asin(sqrt(
        power(sin(radians(p.lat - o.lat) / 2), 2) +
        cos(radians(o.lat)) * cos(radians(p.lat)) * power(sin(radians(p.lon - o.lon) / 2), 2))))::numeric, 1)::float8 as "distanceKm"
    from provider p cross join origin o
    where p.status = 'active' and ${category} = any(p.categories)
      ${pattern ? sql`and p.name ilike ${pattern}` : sql``}
    order by "distanceKm" asc nulls last, p.rating desc
    limit 30`)
  return {
    request: {
      id: request.id,
      text: request.text,
      category: request.category,
      locality: request.locality,
      commune: request.commune,
      hasCustomer: customerId !== null,
      assignedProjectId: request.assignedProjectId,
    },
    candidates: result.rows
      .filter((row) => row.distanceKm === null || row.distanceKm <= query.radiusKm)
      .map((row) => ({ ...row, distanceKm: Number(row.distanceKm ?? 0) })),
  }
}

/**
 * Sends an unmatched request to up to 5 providers on the customer's behalf: the project in
 * the customer's name with their own words, one request per provider, the providers' notices, the
 * mark on the unmatched request and the audit entry in one transaction; no credit is spent (LuxPro
 * sends it). The providers' emails follow the commit.
 */
export async function assignUnmatched(
  deps: NotifyDeps & { actor: AuditActor },
  id: number,
  providerIds: number[],
): Promise<number> {
  const { request, customerId } = await unmatchedRow(deps.db, id)
  if (request.assignedProjectId !== null) throw new DomainError('already_assigned', 409)
  if (!customerId) throw new DomainError('no_customer_account', 409)
  const [customer] = await deps.db.select().from(user).where(eq(user.id, customerId))
  if (!customer) throw new DomainError('no_customer_account', 409)
  const place = await placeNamedExactly(deps.db, request.locality)
  if (!place) throw new DomainError('unknown_locality', 400)
  const ids = [...new Set(providerIds)]
  const listed = await deps.db
    .select({ id: provider.id })
    .from(provider)
    .where(and(inArray(provider.id, ids), eq(provider.status, 'active')))
  if (listed.length !== ids.length) throw new DomainError('providers_unavailable', 400)
  const type = customer.type as UserType
  const caller: Caller = {
    userId: customer.id,
    email: customer.email,
    name: customer.name,
    type,
    role: roleOf(type),
    sessionId: '',
    twoFactorEnabled: false,
  }
  const event: ProviderEvent = {
    template: 'quote-request-new',
    kind: 'request_received',
    customerName: customer.name,
  }
  const { projectId, contexts } = await deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ assigned: unmatchedRequest.assignedProjectId })
      .from(unmatchedRequest)
      .where(eq(unmatchedRequest.id, id))
      .for('update')
    if (locked?.assigned) throw new DomainError('already_assigned', 409)
    const row = await insertProject(
      tx,
      caller,
      {
        name: null,
        language: request.language,
        category: request.category,
        description: request.text,
        location: request.locality,
      },
      place,
    )
    const { contexts } = await sendToProviders(
      tx,
      deps.secret,
      { projectId: row.id, providerIds: ids, customerUserId: customer.id },
      event,
    )
    await tx
      .update(unmatchedRequest)
      .set({ assignedProjectId: row.id, assignedAt: new Date() })
      .where(eq(unmatchedRequest.id, id))
    await recordAudit(tx, deps.actor, {
      action: 'unmatched.assign',
      targetType: 'unmatched_request',
      targetId: id,
      after: { projectId: row.id, providerIds: ids },
      details: { customerId: customer.id },
    })
    return { projectId: row.id, contexts }
  })
  await emailProviders(deps, contexts, event)
  return projectId
}
