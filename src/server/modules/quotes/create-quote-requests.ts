import type { Database } from '@server/db/client'
import { project, provider, quoteRequest } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { placeNamedExactly } from '@server/modules/catalog/locality-search'
import { creditBalance, spendCredit } from '@server/modules/credits/credit-ledger'
import type { CategorySlug } from '@shared/catalog/categories'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import type { CreatedQuoteRequests, CreateQuoteRequestsInput } from '@shared/quotes/quote-request-schemas'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { attachPhotos, photosOfProjects } from './project-photos'
import { loadRequests } from './quote-context'
import type { Tx } from './quote-moves'
import {
  emailProviders,
  emailRequestsSent,
  type NotifyDeps,
  noticeToProviders,
  type ProviderEvent,
} from './quote-notify'
import { quoteToken, tokenExpiry, tokenHash } from './quote-token'
import { toProject } from './quote-views'

type Place = NonNullable<Awaited<ReturnType<typeof placeNamedExactly>>>

/** A project to send: what the customer gave, and the language they wrote in (the server's reading, never the client's word). */
export type ProjectToSend = CreateQuoteRequestsInput['project'] & { language: string }
export type QuoteRequestsToSend = Omit<CreateQuoteRequestsInput, 'project'> & { project: ProjectToSend }

/**
 * Which of the customer's untitled projects of this trade and place sent this month this one is
 * (1, 2…), so that their drawn titles differ. Counted in the sending's transaction.
 */
async function nextTitleNumber(tx: Tx, customerUserId: string, category: string, locality: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(project)
    .where(
      and(
        eq(project.customerUserId, customerUserId),
        isNull(project.name),
        eq(project.category, category as CategorySlug),
        eq(project.locality, locality),
        sql`date_trunc('month', ${project.createdAt} at time zone 'Europe/Luxembourg') = date_trunc('month', now() at time zone 'Europe/Luxembourg')`,
      ),
    )
  return (row?.count ?? 0) + 1
}

/**
 * The chosen providers, every one of them still listed (else 400 providers_unavailable); in demo
 * mode every one a demo business, and outside it none (ADR 031).
 */
async function listedProviders(db: Database, providerIds: readonly number[], demo: boolean) {
  const listed = await db
    .select({ id: provider.id, name: provider.name })
    .from(provider)
    .where(and(inArray(provider.id, [...providerIds]), eq(provider.status, demo ? 'demo' : 'active')))
  if (listed.length !== providerIds.length) throw new DomainError('providers_unavailable', 400)
  return listed
}

/** Also used by the admins' manual assignment of unmatched requests (admin module). */
export async function insertProject(
  tx: Tx,
  caller: Caller,
  input: ProjectToSend,
  place: Place,
  estimate: ProjectEstimate | null = null,
  demo = false,
) {
  const name = input.name?.trim() || null
  const [row] = await tx
    .insert(project)
    .values({
      name,
      titleNumber: name === null ? await nextTitleNumber(tx, caller.userId, input.category, place.name) : 1,
      language: input.language,
      category: input.category,
      description: input.description.trim(),
      locality: place.name,
      commune: place.commune,
      // Only a postal code the customer gave: a town has several, and the first is not theirs.
      postalCode: place.postalCode,
      lat: place.lat,
      lon: place.lon,
      budgetLow: input.budgetLow ?? null,
      budgetHigh: input.budgetHigh ?? null,
      timeline: input.timeline ?? null,
      estimate,
      customerUserId: caller.userId,
      demo,
    })
    .returning()
  if (!row) throw new Error('project insert returned nothing')
  return row
}

/**
 * The project's requests to each provider, with the tokens of their email links (only the tokens'
 * hashes are kept), their contexts loaded and each provider's notice written: a fixed number of
 * statements for one provider or five. Also used by the admins' manual assignment (admin module).
 */
export async function sendToProviders(
  tx: Tx,
  secret: string,
  target: { projectId: number; providerIds: readonly number[]; customerUserId: string; demo?: boolean },
  event: ProviderEvent,
) {
  const { projectId, customerUserId, demo = false } = target
  const inserted = await tx
    .insert(quoteRequest)
    .values(target.providerIds.map((providerId) => ({ projectId, providerId, customerUserId, demo })))
    .returning()
  // A token signs the request's id and creation time, which the insert has just given.
  const tokens = inserted.map(
    (request) =>
      sql`(${request.id}::int, ${tokenHash(quoteToken(secret, request))}, ${tokenExpiry(request.createdAt).toISOString()}::timestamptz)`,
  )
  await tx.execute(sql`
    update ${quoteRequest} set token_hash = token.hash, token_expires_at = token.expires
    from (values ${sql.join(tokens, sql`, `)}) as token(id, hash, expires)
    where ${quoteRequest.id} = token.id`)
  const requests = target.providerIds.map((providerId) => {
    const request = inserted.find((row) => row.providerId === providerId)
    if (!request) throw new Error('quote request insert returned nothing')
    return request
  })
  const contexts = await loadRequests(
    tx,
    requests.map((request) => request.id),
  )
  if (contexts.length !== requests.length) throw new Error('quote request vanished inside its transaction')
  await noticeToProviders(tx, contexts, event)
  return { requests, contexts }
}

/**
 * POST /api/quote-requests: one project to 1–5 providers. The place is resolved, the providers must be
 * listed; the credit, the project, the requests and the providers' in-app notices are written in one
 * transaction (all or nothing), and the emails go out after it commits. In demo mode the providers
 * are demo businesses, every record is flagged demo and no credit is spent (ADR 031).
 */
export async function createQuoteRequests(
  deps: NotifyDeps,
  caller: Caller,
  input: QuoteRequestsToSend,
  /** The assistant's estimate the customer saw (from the conversation on the server, never from the client). */
  estimate: ProjectEstimate | null = null,
  /** More writes that stand or fall with the sending (a kept project consumed); throwing undoes all. */
  alsoInTransaction?: (tx: Tx, projectId: number) => Promise<void>,
  demo = false,
): Promise<CreatedQuoteRequests> {
  const { db } = deps
  const newRequest: ProviderEvent = {
    template: 'quote-request-new',
    kind: 'request_received',
    customerName: caller.name,
  }
  const place = await placeNamedExactly(db, input.project.location)
  if (!place) throw new DomainError('unknown_locality', 400)
  const listed = await listedProviders(db, input.providerIds, demo)

  const created = await db.transaction(async (tx) => {
    const row = await insertProject(tx, caller, input.project, place, estimate, demo)
    // The project holds the credit while it is open (ADR 027); at 0 nothing is written. A demo
    // project holds none.
    let creditsLeft: number
    if (demo) creditsLeft = await creditBalance(tx, caller.userId)
    else {
      const credit = await spendCredit(tx, caller.userId, row.id)
      if (!credit.spent) throw new DomainError('no_credits', 409)
      creditsLeft = credit.balance
    }
    await attachPhotos(tx, caller.userId, row.id, input.photoIds ?? [])
    const { requests, contexts } = await sendToProviders(
      tx,
      deps.secret,
      { projectId: row.id, providerIds: input.providerIds, customerUserId: caller.userId, demo },
      newRequest,
    )
    const firstRequestId = requests[0]?.id
    const photos = await photosOfProjects(tx, [row.id], () => firstRequestId)
    await alsoInTransaction?.(tx, row.id)
    return { project: row, photos: photos.get(row.id), requests, contexts, creditsLeft }
  })

  const photoCount = created.photos?.length ?? 0
  await emailProviders(deps, created.contexts, newRequest, photoCount)
  await emailRequestsSent(deps, created.contexts, photoCount)
  return {
    project: toProject(created.project, created.photos),
    requests: created.requests.map((r) => ({
      id: r.id,
      providerId: r.providerId,
      providerName: listed.find((p) => p.id === r.providerId)?.name ?? '',
    })),
    creditsLeft: created.creditsLeft,
  }
}
