import type { Database } from '@server/db/client'
import { project, provider, quoteRequest } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { searchLocalities } from '@server/modules/catalog/locality-search'
import { creditBalance, spendCredit } from '@server/modules/credits/credit-ledger'
import type { CategorySlug } from '@shared/catalog/categories'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import type { CreatedQuoteRequests, CreateQuoteRequestsInput } from '@shared/quotes/quote-request-schemas'
import { normalizeText } from '@shared/text/normalize'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { attachPhotos, photosOfProjects } from './project-photos'
import { loadRequest } from './quote-context'
import type { Tx } from './quote-moves'
import {
  emailProvider,
  emailRequestsSent,
  type NotifyDeps,
  noticeToProvider,
  type ProviderEvent,
} from './quote-notify'
import { quoteToken, tokenExpiry, tokenHash } from './quote-token'
import { toProject } from './quote-views'

type Place = NonNullable<Awaited<ReturnType<typeof resolveProjectPlace>>>

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
 * The project's place must be a place we know, exactly (name, Luxembourgish/German name or postal
 * code; the form offers them): a typo-tolerant guess would send providers to the wrong village
 * ("Trier" is not "Altrier").
 */
async function resolveProjectPlace(db: Database, location: string) {
  const wanted = normalizeText(location)
  const candidates = await searchLocalities(db, location, 5)
  return (
    candidates.find(
      (c) =>
        c.postalCode !== null ||
        normalizeText(c.name) === wanted ||
        (c.matchedName !== null && normalizeText(c.matchedName) === wanted),
    ) ?? null
  )
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

/** One request to the provider, with the token of its email link (only the token's hash is kept). */
export async function insertRequest(
  tx: Tx,
  secret: string,
  projectId: number,
  providerId: number,
  userId: string,
  demo = false,
) {
  const [request] = await tx
    .insert(quoteRequest)
    .values({ projectId, providerId, customerUserId: userId, demo })
    .returning()
  if (!request) throw new Error('quote request insert returned nothing')
  await tx
    .update(quoteRequest)
    .set({
      tokenHash: tokenHash(quoteToken(secret, request)),
      tokenExpiresAt: tokenExpiry(request.createdAt),
    })
    .where(eq(quoteRequest.id, request.id))
  return request
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
  const place = await resolveProjectPlace(db, input.project.location)
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
    const requests = []
    for (const providerId of input.providerIds)
      requests.push(await insertRequest(tx, deps.secret, row.id, providerId, caller.userId, demo))
    const firstRequestId = requests[0]?.id
    const photos = await photosOfProjects(tx, [row.id], () => firstRequestId)
    const contexts = []
    for (const request of requests) {
      const context = await loadRequest(tx, request.id)
      if (!context) throw new Error('quote request vanished inside its transaction')
      await noticeToProvider(tx, context, newRequest)
      contexts.push(context)
    }
    await alsoInTransaction?.(tx, row.id)
    return { project: row, photos: photos.get(row.id), requests, contexts, creditsLeft }
  })

  for (const context of created.contexts) await emailProvider(deps, context, newRequest)
  await emailRequestsSent(deps, created.contexts)
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
