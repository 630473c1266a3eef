import type { Database } from '@server/db/client'
import { creditLedger, project, provider, quote, quoteMessage, quoteRequest } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { searchLocalities } from '@server/modules/catalog/locality-search'
import { creditBalance } from '@server/modules/credits/credit-ledger'
import type { UiLanguage } from '@shared/i18n/languages'
import type {
  CreatedQuoteRequests,
  CreateQuoteRequestsInput,
  DeclineInputSchema,
  QuoteInputSchema,
} from '@shared/quotes/quote-request-schemas'
import type { QuoteStatus } from '@shared/quotes/quote-status'
import { type QuoteActor, sourcesOf } from '@shared/quotes/quote-transitions'
import { normalizeText } from '@shared/text/normalize'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { loadRequest, type RequestContext } from './quote-context'
import {
  type CustomerEvent,
  emailCustomer,
  emailProvider,
  type NotifyDeps,
  noticeToCustomer,
  noticeToProvider,
  type ProviderEvent,
} from './quote-notify'
import { userContact } from './quote-recipients'
import { quoteToken, tokenExpiry, tokenHash } from './quote-token'
import { toProject } from './quote-views'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const cents = (euros: number) => Math.round(euros * 100)

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
 * POST /api/quote-requests: one project to 1–5 providers. The place is resolved, the providers must be
 * listed; the credit, the project, the requests and the providers' in-app notices are written in one
 * transaction (all or nothing), and the emails go out after it commits.
 */
export async function createQuoteRequests(
  deps: NotifyDeps,
  caller: Caller,
  input: CreateQuoteRequestsInput,
): Promise<CreatedQuoteRequests> {
  const { db } = deps
  const newRequest: ProviderEvent = {
    template: 'quote-request-new',
    kind: 'request_received',
    customerName: caller.name,
  }
  const place = await resolveProjectPlace(db, input.project.location)
  if (!place) throw new DomainError('unknown_locality', 400)
  const listed = await db
    .select({ id: provider.id, name: provider.name })
    .from(provider)
    .where(and(inArray(provider.id, input.providerIds), eq(provider.status, 'active')))
  if (listed.length !== input.providerIds.length) throw new DomainError('providers_unavailable', 400)

  const created = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credits:${caller.userId}`}))`)
    const balance = await creditBalance(tx, caller.userId)
    if (balance <= 0) throw new DomainError('no_credits', 409)
    await tx.insert(creditLedger).values({ userId: caller.userId, delta: -1, reason: 'spend' })
    const [row] = await tx
      .insert(project)
      .values({
        name: input.project.name.trim(),
        category: input.project.category,
        description: input.project.description.trim(),
        locality: place.name,
        commune: place.commune,
        postalCode: place.postalCode ?? place.postalCodes[0] ?? null,
        lat: place.lat,
        lon: place.lon,
        budgetLow: input.project.budgetLow ?? null,
        budgetHigh: input.project.budgetHigh ?? null,
        timeline: input.project.timeline ?? null,
        customerUserId: caller.userId,
      })
      .returning()
    if (!row) throw new Error('project insert returned nothing')
    const requests = []
    for (const providerId of input.providerIds) {
      const [request] = await tx
        .insert(quoteRequest)
        .values({ projectId: row.id, providerId, customerUserId: caller.userId })
        .returning()
      if (!request) throw new Error('quote request insert returned nothing')
      await tx
        .update(quoteRequest)
        .set({
          tokenHash: tokenHash(quoteToken(deps.secret, request)),
          tokenExpiresAt: tokenExpiry(request.createdAt),
        })
        .where(eq(quoteRequest.id, request.id))
      requests.push(request)
    }
    const contexts = []
    for (const request of requests) {
      const context = await loadRequest(tx, request.id)
      if (!context) throw new Error('quote request vanished inside its transaction')
      await noticeToProvider(tx, context, newRequest)
      contexts.push(context)
    }
    return { project: row, requests, contexts, creditsLeft: balance - 1 }
  })

  for (const context of created.contexts) await emailProvider(deps, context, newRequest)
  return {
    project: toProject(created.project),
    requests: created.requests.map((r) => ({
      id: r.id,
      providerId: r.providerId,
      providerName: listed.find((p) => p.id === r.providerId)?.name ?? '',
    })),
    creditsLeft: created.creditsLeft,
  }
}

/**
 * Moves a request along the state machine with one conditional UPDATE: it succeeds only from a
 * status the actor may leave, so two concurrent clicks cannot both win (the second gets 409).
 */
async function move(
  tx: Database | Tx,
  id: number,
  to: QuoteStatus,
  by: QuoteActor,
  extra: Partial<typeof quoteRequest.$inferInsert> = {},
) {
  const moved = await tx
    .update(quoteRequest)
    .set({ ...extra, status: to, updatedAt: new Date() })
    .where(and(eq(quoteRequest.id, id), inArray(quoteRequest.status, sourcesOf(to, by))))
    .returning({ id: quoteRequest.id })
  if (moved.length === 0) throw new DomainError('illegal_transition', 409)
}

/** The provider's first answer (quote, question or decline) sets the response time they are measured by. */
async function recordFirstResponse(tx: Database | Tx, context: RequestContext) {
  const marked = await tx
    .update(quoteRequest)
    .set({ firstResponseAt: new Date() })
    .where(and(eq(quoteRequest.id, context.request.id), isNull(quoteRequest.firstResponseAt)))
    .returning({ id: quoteRequest.id })
  if (marked.length === 0) return
  await tx.execute(sql`
    update provider set median_response_minutes = (
      select round(percentile_cont(0.5) within group (
        order by extract(epoch from (first_response_at - created_at)) / 60))::int
      from quote_request where provider_id = ${context.provider.id} and first_response_at is not null)
    where id = ${context.provider.id}`)
}

export async function submitQuote(
  deps: NotifyDeps,
  context: RequestContext,
  input: z.output<typeof QuoteInputSchema>,
) {
  const values = {
    clientName: input.clientName,
    startDate: input.startDate,
    completionDate: input.completionDate,
    materialsCents: cents(input.materialsCost),
    laborCents: cents(input.laborCost),
    totalCents: cents(input.materialsCost) + cents(input.laborCost),
    message: input.message,
    validUntil: input.validUntil,
  }
  const received: CustomerEvent = { template: 'quote-received', kind: 'quote_received' }
  await deps.db.transaction(async (tx) => {
    // Locks the request: a quote lands only while it is pending, never after a decline or a cancel.
    const [locked] = await tx
      .select({ status: quoteRequest.status })
      .from(quoteRequest)
      .where(eq(quoteRequest.id, context.request.id))
      .for('update')
    if (locked?.status !== 'pending') throw new DomainError('illegal_transition', 409)
    await tx
      .insert(quote)
      .values({ quoteRequestId: context.request.id, ...values })
      .onConflictDoUpdate({ target: quote.quoteRequestId, set: { ...values, updatedAt: new Date() } })
    await tx
      .update(quoteRequest)
      .set({ updatedAt: new Date() })
      .where(eq(quoteRequest.id, context.request.id))
    await recordFirstResponse(tx, context)
    await noticeToCustomer(tx, context, received)
  })
  await emailCustomer(deps, context, received)
}

export async function declineRequest(
  deps: NotifyDeps,
  context: RequestContext,
  input: z.output<typeof DeclineInputSchema>,
) {
  const declined: CustomerEvent = { template: 'quote-declined', kind: 'request_declined' }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'rejected', 'provider', {
      declineReason: input.reason,
      declineNote: input.note,
      declinedAt: new Date(),
    })
    await recordFirstResponse(tx, context)
    await noticeToCustomer(tx, context, declined)
  })
  await emailCustomer(deps, context, declined)
}

export async function addMessage(
  deps: NotifyDeps,
  context: RequestContext,
  from: 'customer' | 'provider',
  body: string,
  senderUserId: string | null,
) {
  if (context.request.status === 'cancelled' || context.request.status === 'rejected')
    throw new DomainError('illegal_transition', 409)
  const toCustomer: CustomerEvent = { template: 'quote-message', kind: 'message_received' }
  const toProvider: ProviderEvent = {
    template: 'quote-message',
    kind: 'message_received',
    customerName: from === 'customer' ? await customerName(deps.db, context) : '',
  }
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(quoteMessage)
      .values({ quoteRequestId: context.request.id, sender: from, senderUserId, body })
      .returning()
    if (from === 'provider') {
      await recordFirstResponse(tx, context)
      await noticeToCustomer(tx, context, toCustomer)
    } else await noticeToProvider(tx, context, toProvider)
    return inserted
  })
  if (!row) throw new Error('message insert returned nothing')
  if (from === 'provider') await emailCustomer(deps, context, toCustomer)
  else await emailProvider(deps, context, toProvider)
  return row
}

async function customerName(db: Database, context: RequestContext) {
  return (await userContact(db, context.request.customerUserId))?.name ?? ''
}

export async function startJob(deps: NotifyDeps, context: RequestContext) {
  const started: CustomerEvent = { template: 'job-started', kind: 'job_started' }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'in_progress', 'provider', { startedAt: new Date() })
    await tx.update(project).set({ status: 'in_progress' }).where(eq(project.id, context.project.id))
    await noticeToCustomer(tx, context, started)
  })
  await emailCustomer(deps, context, started)
}

export async function completeJob(deps: NotifyDeps, context: RequestContext) {
  const completed: CustomerEvent = {
    template: 'job-completed',
    kind: 'job_completed',
    path: `/providers/${context.provider.slug}#reviews`,
  }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'completed', 'provider', { completedAt: new Date() })
    await tx
      .update(provider)
      .set({ projectsCompleted: sql`${provider.projectsCompleted} + 1` })
      .where(eq(provider.id, context.provider.id))
    await tx.update(project).set({ status: 'completed' }).where(eq(project.id, context.project.id))
    await noticeToCustomer(tx, context, completed)
  })
  await emailCustomer(deps, context, completed)
}

export async function cancelRequest(deps: NotifyDeps, context: RequestContext, caller: Caller) {
  const cancelled: ProviderEvent = {
    template: 'quote-cancelled',
    kind: 'request_cancelled',
    customerName: caller.name,
  }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'cancelled', 'customer', { cancelledAt: new Date() })
    await noticeToProvider(tx, context, cancelled)
  })
  await emailProvider(deps, context, cancelled)
}

const OTHER_ACCEPTED: Record<UiLanguage, string> = {
  en: 'Another quote was accepted.',
  fr: 'Un autre devis a été accepté.',
  de: 'Ein anderes Angebot wurde angenommen.',
}

/** The request a quote answers, for the customer who owns it (others: null, answered as not found). */
export async function requestOfQuote(db: Database, quoteId: number, caller: Caller) {
  const [row] = await db.select({ requestId: quote.quoteRequestId }).from(quote).where(eq(quote.id, quoteId))
  if (!row) return null
  const context = await loadRequest(db, row.requestId)
  if (!context || context.request.customerUserId !== caller.userId) return null
  return context
}

export async function acceptQuote(
  deps: NotifyDeps,
  context: RequestContext,
  caller: Caller,
  rejectOthers: boolean,
  language: UiLanguage,
) {
  const accepted: ProviderEvent = {
    template: 'quote-accepted',
    kind: 'quote_accepted',
    customerName: caller.name,
  }
  const rejected: ProviderEvent = {
    template: 'quote-rejected',
    kind: 'quote_rejected',
    customerName: caller.name,
  }
  const others = await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'accepted', 'customer', { acceptedAt: new Date() })
    await tx.update(project).set({ status: 'accepted' }).where(eq(project.id, context.project.id))
    await noticeToProvider(tx, context, accepted)
    if (!rejectOthers) return []
    const closed = await tx
      .update(quoteRequest)
      .set({ status: 'rejected', rejectReason: OTHER_ACCEPTED[language], updatedAt: new Date() })
      .where(
        and(
          eq(quoteRequest.projectId, context.project.id),
          eq(quoteRequest.status, 'pending'),
          sql`${quoteRequest.id} <> ${context.request.id}`,
        ),
      )
      .returning({ id: quoteRequest.id })
    const contexts = []
    for (const other of closed) {
      const otherContext = await loadRequest(tx, other.id)
      if (!otherContext) continue
      await noticeToProvider(tx, otherContext, rejected)
      contexts.push(otherContext)
    }
    return contexts
  })
  await emailProvider(deps, context, accepted)
  for (const otherContext of others) await emailProvider(deps, otherContext, rejected)
}

export async function rejectQuote(deps: NotifyDeps, context: RequestContext, caller: Caller, reason: string) {
  const rejected: ProviderEvent = {
    template: 'quote-rejected',
    kind: 'quote_rejected',
    customerName: caller.name,
  }
  await deps.db.transaction(async (tx) => {
    await move(tx, context.request.id, 'rejected', 'customer', { rejectReason: reason })
    await noticeToProvider(tx, context, rejected)
  })
  await emailProvider(deps, context, rejected)
}
