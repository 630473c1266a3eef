import {
  availability,
  chatSession,
  creditLedger,
  documentTemplate,
  portfolioItem,
  profile,
  project,
  provider,
  providerService,
  quote,
  quoteMessage,
  quoteRequest,
  quoteTemplate,
  review,
  user,
} from '@server/db/schema/index'
import { multipartBody } from '@server/modules/files/multipart-body'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { pdf } from '@server/test/office-files'
import { providerWithListing } from '@server/test/provider-listing'
import { SAMPLE_QUOTE } from '@server/test/sample-quote'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { authorityState, escalations } from './authority-state'

/**
 * Privilege escalation through our own user-writable endpoints (product §6 "fields that
 * carry authority"): every write a customer or a provider may make is sent with the fields that carry
 * authority (type, role, credits, verification, status, someone else's ids, ratings, tier…), and the
 * database is read back to prove none of them took. The auth library's endpoints (/api/auth/*) have
 * their own walk.
 */

let t: TestApp
type Actor = { cookie: string; userId: string; email: string }
type Business = Actor & { providerId: number; slug: string }
let customer: Actor
let victim: Actor
let business: Business
let rival: Business
/** The victim's and the rival's things, whose ids the attacks point at. */
const theirs = {
  requestId: 0,
  quoteId: 0,
  serviceId: 0,
  templateId: 0,
  portfolioId: 0,
  documentId: 0,
  sessionId: '',
}
/** The attackers' own things, for writes they are allowed to make. */
const mine = { requestId: 0, quoteId: 0, serviceId: 0, portfolioId: 0 }

const PROJECT = {
  name: 'Repaint the living room',
  category: 'painting',
  description: 'Two coats of white on 45 m² of walls and the ceiling, small cracks to fill first.',
  location: 'L-8010',
}

function as(
  actor: Actor | null,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(actor ? { cookie: actor.cookie } : {}) },
    ...(payload ? { payload } : {}),
  })
}

/** Every field that carries authority, pointing at the victim, the rival or the top of each scale. */
function authority() {
  return {
    type: 'admin',
    role: 'admin',
    credits: 1_000,
    balance: 1_000,
    amount: 1_000,
    delta: 1_000,
    verified: true,
    emailVerified: true,
    banned: false,
    status: 'completed',
    email: victim.email,
    id: 1,
    userId: victim.userId,
    ownerId: victim.userId,
    ownerUserId: victim.userId,
    customerUserId: victim.userId,
    authorUserId: victim.userId,
    senderUserId: victim.userId,
    createdBy: victim.userId,
    providerId: rival.providerId,
    quoteRequestId: theirs.requestId,
    rating: 5,
    reviewCount: 999,
    premium: true,
    insured: true,
    subscriptionTier: 'enterprise',
    tier: 'enterprise',
    verifiedCustomer: true,
    projectsCompleted: 999,
    medianResponseMinutes: 1,
    isPublic: true,
    totalCost: 1,
    totalCents: 1,
    sender: 'provider',
    viewer: 'admin',
    storedName: 'f'.repeat(32),
    mimeType: 'text/html',
    createdAt: '2000-01-01T00:00:00.000Z',
  }
}

/** What a multipart form can carry (the upload takes at most 10 fields): the ownership ones. */
function authorityFields(): Record<string, string> {
  const { type, userId, ownerUserId, providerId, storedName, mimeType } = authority()
  return {
    type,
    userId,
    ownerUserId,
    providerId: String(providerId),
    storedName,
    mimeType,
    kind: 'xlsx',
    sizeBytes: '1',
  }
}

/** The fields a legitimate request would carry, for every write at once (each schema keeps its own). */
function legitimateFields() {
  return {
    ...SAMPLE_QUOTE,
    body: 'Could you come on Monday?',
    text: 'Good work, on time and clean; I would ask them again.',
    rating: 4,
    reason: 'too_busy',
    note: '',
    name: 'Anne Weber',
    price: 40,
    category: 'painting',
    caption: 'Kitchen wall',
    materialsCost: 10,
    laborCost: 20,
    slots: [{ day: 2, startTime: '08:00', endTime: '10:00' }],
    rejectOthers: true,
    providerIds: [rival.providerId],
    project: { ...PROJECT, ...authority() },
    message: 'Repaint 45 m² in Strassen',
    sessionId: theirs.sessionId,
    password: 'not-my-password',
    topic: 'question',
  }
}

beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
  customer = await signedInAs(t, 'individual')
  victim = await signedInAs(t, 'individual')
  business = await providerWithListing(t)
  rival = await providerWithListing(t)
  // Enough credits for the walk's legitimate projects and spends.
  await t.database.db.insert(creditLedger).values({ userId: customer.userId, delta: 20, reason: 'refill' })

  const send = async (who: Actor, providerIds: number[]) => {
    const res = await as(who, 'POST', '/api/quote-requests', { providerIds, project: PROJECT })
    expect(res.statusCode, res.body).toBe(201)
    return res.json().requests[0].id as number
  }
  theirs.requestId = await send(victim, [rival.providerId])
  mine.requestId = await send(customer, [business.providerId])
  theirs.quoteId = (
    await as(rival, 'POST', `/api/quote-requests/${theirs.requestId}/quote`, SAMPLE_QUOTE)
  ).json().quote.id
  mine.quoteId = (
    await as(business, 'POST', `/api/quote-requests/${mine.requestId}/quote`, SAMPLE_QUOTE)
  ).json().quote.id
  const service = { name: 'Wall painting', price: 30, category: 'painting' }
  theirs.serviceId = (await as(rival, 'POST', '/api/provider/services', service)).json().id
  mine.serviceId = (await as(business, 'POST', '/api/provider/services', service)).json().id
  theirs.templateId = (
    await as(rival, 'POST', '/api/provider/quote-templates', {
      name: 'Walls',
      materialsCost: 1,
      laborCost: 2,
    })
  ).json().id
  await as(rival, 'PUT', '/api/provider/availability', {
    slots: [{ day: 0, startTime: '08:00', endTime: '12:00' }],
  })
  const [theirImage, myImage] = await t.database.db
    .insert(portfolioItem)
    .values([
      {
        providerId: rival.providerId,
        caption: 'Theirs',
        storedName: 'a'.repeat(32),
        mimeType: 'image/png',
        sizeBytes: 1,
      },
      {
        providerId: business.providerId,
        caption: 'Mine',
        storedName: 'b'.repeat(32),
        mimeType: 'image/png',
        sizeBytes: 1,
      },
    ])
    .returning()
  theirs.portfolioId = theirImage?.id ?? 0
  mine.portfolioId = myImage?.id ?? 0
  theirs.sessionId = (
    await as(victim, 'POST', '/api/chat', { message: 'Repaint 45 m² of walls in Strassen' })
  ).json().sessionId
  const document = await multipartBody({ name: 'Their template' }, { bytes: pdf(), name: 'theirs.pdf' })
  theirs.documentId = (
    await t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers: { origin: ORIGIN, cookie: victim.cookie, 'content-type': document.contentType },
      payload: document.payload,
    })
  ).json().id
})
afterAll(() => t?.close())

describe('privilege escalation: no write of ours lets a customer or a provider take authority', () => {
  it('walks every write route a customer or provider may call, with authority fields and others’ ids: nothing is taken', async () => {
    const before = await authorityState(t.database.db)
    const [theirReview] = await t.database.db
      .select({ id: review.id })
      .from(review)
      .where(eq(review.providerId, rival.providerId))
      .limit(1)
    const idFor: Array<[string, number]> = [
      ['/api/quote-requests/:id', theirs.requestId],
      ['/api/quotes/:id', theirs.quoteId],
      ['/api/provider/services/:id', theirs.serviceId],
      ['/api/provider/quote-templates/:id', theirs.templateId],
      ['/api/provider/portfolio/:id', theirs.portfolioId],
      ['/api/templates/:id', theirs.documentId],
      ['/api/reviews/:id', theirReview?.id ?? 1],
    ]
    const pathFor = (url: string) => {
      const [prefix, id] = idFor.find(([start]) => url.startsWith(start)) ?? ['', 1]
      return (prefix ? url.replace(prefix, prefix.replace(':id', String(id))) : url)
        .replace(':id', String(id))
        .replace(':slug', rival.slug)
    }
    const writes = t.app.accessRules.filter(
      (r) =>
        r.method !== 'GET' &&
        !r.url.startsWith('/api/auth/') &&
        (r.access === 'public' ||
          r.access === 'signedIn' ||
          r.access === 'customer' ||
          r.access === 'provider'),
    )
    expect(writes.length).toBeGreaterThan(25)
    const answers: string[] = []
    for (const rule of writes) {
      for (const actor of [customer, business]) {
        const url = pathFor(rule.url)
        const upload = rule.url === '/api/templates' || rule.url === '/api/provider/portfolio'
        const res = upload
          ? await (async () => {
              const form = await multipartBody(
                { ...authorityFields(), name: 'Mine' },
                { bytes: pdf(), name: 'a.pdf' },
              )
              return t.app.inject({
                method: 'POST',
                url,
                headers: { origin: ORIGIN, cookie: actor.cookie, 'content-type': form.contentType },
                payload: form.payload,
              })
            })()
          : await as(actor, rule.method as 'POST', url, { ...authority(), ...legitimateFields() })
        answers.push(
          `${rule.method} ${url} as ${actor === customer ? 'customer' : 'provider'}: ${res.statusCode}`,
        )
        expect(res.statusCode, `${rule.method} ${url}: ${res.body}`).toBeLessThan(500)
      }
    }
    const after = await authorityState(t.database.db)
    const callers = { userIds: [customer.userId, business.userId], providerId: business.providerId }
    expect(escalations(before, after, callers), answers.join('\n')).toEqual([])
    // The walk reached the handlers, not only the validators.
    expect(answers.filter((a) => /: 20\d$/.test(a)).length).toBeGreaterThan(8)
    expect(answers.filter((a) => /: 404$/.test(a)).length).toBeGreaterThan(8)
  })

  it('profile store: type, role, verified, status, credits and email stay server state', async () => {
    const res = await as(customer, 'POST', '/api/users/profile/store', { name: 'Anne Weber', ...authority() })
    expect(res.statusCode, res.body).toBe(200)
    const [u] = await t.database.db.select().from(user).where(eq(user.id, customer.userId))
    const [p] = await t.database.db.select().from(profile).where(eq(profile.userId, customer.userId))
    expect(u).toMatchObject({ name: 'Anne Weber', type: 'individual', email: customer.email, banned: false })
    expect(u?.role ?? null).not.toBe('admin')
    expect(p).toMatchObject({ verified: false, status: 'active' })
    const me = await as(customer, 'GET', '/api/admin/users/current/info')
    expect(me.json().data).toMatchObject({ type: 'individual', role: 'customer' })
    expect((await as(customer, 'GET', '/api/admin/unmatched-requests')).statusCode).toBe(403)
    const credits = await as(customer, 'GET', '/api/credits')
    expect(credits.json().balance).toBeLessThan(1_000)
  })

  it('services, quote templates, availability and captions go to the caller’s own listing only', async () => {
    const db = t.database.db
    const created = await as(business, 'POST', '/api/provider/services', {
      name: 'Ceiling painting',
      price: 25,
      category: 'painting',
      ...authority(),
    })
    expect(created.statusCode, created.body).toBe(201)
    const [service] = await db.select().from(providerService).where(eq(providerService.id, created.json().id))
    expect(service?.providerId).toBe(business.providerId)
    const moved = await as(business, 'PUT', `/api/provider/services/${theirs.serviceId}`, {
      name: 'Taken over',
      price: 1,
      category: 'painting',
      providerId: business.providerId,
    })
    expect(moved.statusCode).toBe(404)
    const [theirService] = await db
      .select()
      .from(providerService)
      .where(eq(providerService.id, theirs.serviceId))
    expect(theirService).toMatchObject({ providerId: rival.providerId, name: { en: 'Wall painting' } })

    const template = await as(business, 'POST', '/api/provider/quote-templates', {
      name: 'Ceilings',
      materialsCost: 1,
      laborCost: 1,
      ...authority(),
    })
    expect(template.statusCode, template.body).toBe(201)
    const [templateRow] = await db
      .select()
      .from(quoteTemplate)
      .where(eq(quoteTemplate.id, template.json().id))
    expect(templateRow?.providerId).toBe(business.providerId)

    const week = await as(business, 'PUT', '/api/provider/availability', {
      ...authority(),
      slots: [{ day: 1, startTime: '09:00', endTime: '17:00', providerId: rival.providerId }],
    })
    expect(week.statusCode, week.body).toBe(200)
    const rivalSlots = await db
      .select()
      .from(availability)
      .where(eq(availability.providerId, rival.providerId))
    expect(rivalSlots.map((s) => [s.day, s.startTime, s.endTime])).toEqual([[0, '08:00', '12:00']])

    const caption = await as(business, 'PATCH', `/api/provider/portfolio/${mine.portfolioId}`, {
      caption: 'New caption',
      ...authority(),
    })
    expect(caption.statusCode, caption.body).toBe(200)
    const [image] = await db.select().from(portfolioItem).where(eq(portfolioItem.id, mine.portfolioId))
    expect(image).toMatchObject({
      caption: 'New caption',
      providerId: business.providerId,
      storedName: 'b'.repeat(32),
      mimeType: 'image/png',
    })
  })

  it('a project is the caller’s, pending, private, and costs exactly one credit', async () => {
    const db = t.database.db
    const balance = async () => (await as(customer, 'GET', '/api/credits')).json().balance as number
    const before = await balance()
    const res = await as(customer, 'POST', '/api/quote-requests', {
      ...authority(),
      providerIds: [business.providerId],
      project: { ...PROJECT, ...authority() },
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(await balance()).toBe(before - 1)
    const [row] = await db.select().from(project).where(eq(project.id, res.json().project.id))
    expect(row).toMatchObject({ customerUserId: customer.userId, status: 'pending', isPublic: false })
    const [request] = await db
      .select()
      .from(quoteRequest)
      .where(eq(quoteRequest.projectId, res.json().project.id))
    expect(request).toMatchObject({
      customerUserId: customer.userId,
      status: 'pending',
      providerId: business.providerId,
    })
    const refills = await db
      .select({ delta: creditLedger.delta, createdBy: creditLedger.createdBy })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, customer.userId), eq(creditLedger.reason, 'refill')))
    // Only the test's own top-up: the request granted nothing.
    expect(refills).toEqual([{ delta: 20, createdBy: null }])
  })

  it('messages, quotes and decisions keep their sender, their computed total and the state machine', async () => {
    const db = t.database.db
    const message = await as(customer, 'POST', `/api/quote-requests/${mine.requestId}/messages`, {
      body: 'Could you start on Monday?',
      ...authority(),
      readAt: '2000-01-01T00:00:00.000Z',
    })
    expect(message.statusCode, message.body).toBe(201)
    const [stored] = await db.select().from(quoteMessage).where(eq(quoteMessage.id, message.json().id))
    expect(stored).toMatchObject({
      sender: 'customer',
      senderUserId: customer.userId,
      quoteRequestId: mine.requestId,
    })
    expect(stored?.readAt).toBeNull()

    const revised = await as(business, 'POST', `/api/quote-requests/${mine.requestId}/quote`, {
      ...SAMPLE_QUOTE,
      ...authority(),
    })
    expect(revised.statusCode, revised.body).toBe(200)
    const [quoteRow] = await db.select().from(quote).where(eq(quote.id, mine.quoteId))
    expect(quoteRow).toMatchObject({ quoteRequestId: mine.requestId, totalCents: 42050 + 168000 })
    const [pending] = await db.select().from(quoteRequest).where(eq(quoteRequest.id, mine.requestId))
    expect(pending?.status).toBe('pending')

    // Accepting one's own quote moves it to accepted, whatever status the body names.
    const accepted = await as(customer, 'POST', `/api/quotes/${mine.quoteId}/accept`, { ...authority() })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const [after] = await db.select().from(quoteRequest).where(eq(quoteRequest.id, mine.requestId))
    expect(after).toMatchObject({ status: 'accepted', customerUserId: customer.userId })
    // Someone else's quote is not found.
    expect((await as(customer, 'POST', `/api/quotes/${theirs.quoteId}/accept`, {})).statusCode).toBe(404)
    const [theirRequest] = await db.select().from(quoteRequest).where(eq(quoteRequest.id, theirs.requestId))
    expect(theirRequest?.status).toBe('pending')
  })

  it('a review is the caller’s, for this provider, with its own rating; the aggregates are recomputed', async () => {
    const db = t.database.db
    const reviewer = await signedInAs(t, 'individual')
    const id = (
      await as(reviewer, 'POST', '/api/quote-requests', {
        providerIds: [business.providerId],
        project: PROJECT,
      })
    ).json().requests[0].id as number
    const quoteId = (await as(business, 'POST', `/api/quote-requests/${id}/quote`, SAMPLE_QUOTE)).json().quote
      .id
    await as(reviewer, 'POST', `/api/quotes/${quoteId}/accept`, {})
    await as(business, 'POST', `/api/quote-requests/${id}/start`)
    expect((await as(business, 'POST', `/api/quote-requests/${id}/complete`)).statusCode).toBe(200)
    const badges = async () => {
      const [row] = await db
        .select({
          premium: provider.premium,
          verified: provider.verified,
          insured: provider.insured,
          tier: provider.subscriptionTier,
          owner: provider.ownerUserId,
        })
        .from(provider)
        .where(eq(provider.id, business.providerId))
      return row
    }
    const badgesBefore = await badges()

    // The stars are the reviewer's to give; the listing's rating and count are not.
    const res = await as(reviewer, 'POST', `/api/providers/${business.slug}/reviews`, {
      ...authority(),
      rating: 2,
      text: 'Correct work but two days late, and the ceiling needed a second visit.',
      authorName: 'LuxPro team',
      reply: 'Forged reply',
      language: 'xx',
    })
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await db.select().from(review).where(eq(review.id, res.json().id))
    expect(row).toMatchObject({
      providerId: business.providerId,
      authorUserId: reviewer.userId,
      rating: 2,
      reply: null,
    })
    expect(row?.authorName).not.toBe('LuxPro team')
    const [listing] = await db.select().from(provider).where(eq(provider.id, business.providerId))
    const [aggregate] = (
      await db.execute<{ avg: string; n: number }>(
        sql`select round(avg(rating)::numeric, 2)::text as avg, count(*)::int as n from review where provider_id = ${business.providerId}`,
      )
    ).rows
    expect(listing).toMatchObject({ reviewCount: aggregate?.n, rating: Number(aggregate?.avg) })
    expect(await badges()).toEqual(badgesBefore)

    const reply = await as(business, 'PUT', `/api/reviews/${row?.id}/reply`, {
      ...authority(),
      text: 'Sorry for the delay.',
    })
    expect(reply.statusCode, reply.body).toBe(200)
    const [replied] = await db
      .select()
      .from(review)
      .where(eq(review.id, row?.id ?? 0))
    expect(replied).toMatchObject({ rating: 2, authorUserId: reviewer.userId, reply: 'Sorry for the delay.' })
  })

  it('a conversation with the assistant stays the caller’s; another’s session is not found', async () => {
    const res = await as(customer, 'POST', '/api/chat', {
      message: 'I need a plumber in Strassen',
      ...authority(),
      state: 'quotes_sent',
      providers: [{ id: rival.providerId }],
    })
    expect(res.statusCode, res.body).toBe(200)
    const [session] = await t.database.db
      .select()
      .from(chatSession)
      .where(eq(chatSession.id, res.json().sessionId))
    expect(session?.userId).toBe(customer.userId)
    expect(session?.state).not.toBe('quotes_sent')
    expect(session?.projectId).toBeNull()
    const taken = await as(customer, 'POST', '/api/chat', { message: 'yes', sessionId: theirs.sessionId })
    expect(taken.statusCode).toBe(404)
    const quotes = await as(customer, 'POST', '/api/chat/quotes', {
      sessionId: theirs.sessionId,
      providerIds: [rival.providerId],
    })
    expect(quotes.statusCode).toBe(404)
    const [theirSession] = await t.database.db
      .select()
      .from(chatSession)
      .where(eq(chatSession.id, theirs.sessionId))
    expect(theirSession?.userId).toBe(victim.userId)
  })

  it('an uploaded template belongs to the uploader, with the stored name and type the server chose', async () => {
    const form = await multipartBody(
      { ...authorityFields(), name: 'My template' },
      { bytes: pdf(), name: 'mine.pdf' },
    )
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/templates',
      headers: { origin: ORIGIN, cookie: customer.cookie, 'content-type': form.contentType },
      payload: form.payload,
    })
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(documentTemplate)
      .where(eq(documentTemplate.id, res.json().id))
    expect(row).toMatchObject({ ownerUserId: customer.userId, kind: 'pdf' })
    expect(row?.storedName).not.toBe('f'.repeat(32))
    expect(row?.sizeBytes).toBe(pdf().length)
  })

  it('spending a credit spends exactly one, whatever amount the body names', async () => {
    const balance = async () => (await as(victim, 'GET', '/api/credits')).json().balance as number
    const before = await balance()
    const res = await as(victim, 'POST', '/api/credits/spend', {
      ...authority(),
      amount: -1_000,
      delta: 1_000,
    })
    if (before > 0) expect(res.json().balance).toBe(before - 1)
    else expect(res.statusCode).toBe(409)
    expect(await balance()).toBe(Math.max(0, before - 1))
    const refill = await as(victim, 'POST', '/api/admin/credits/refill', {
      userId: victim.userId,
      amount: 1_000,
    })
    expect(refill.statusCode).toBe(403)
  })
})

describe('the walk sees every owned table', () => {
  it('reads the tables whose rows carry an owner', async () => {
    const state = await authorityState(t.database.db)
    for (const name of [
      'services',
      'quoteTemplates',
      'portfolio',
      'sessions',
      'templates',
      'quotes',
      'messages',
    ])
      expect(state[name]?.size, name).toBeGreaterThan(0)
    expect(await t.database.db.$count(quoteTemplate, eq(quoteTemplate.providerId, rival.providerId))).toBe(1)
  })
})
