import {
  auditLog,
  project,
  provider,
  quoteMessage,
  quoteRequest,
  review,
  supportEntry,
  supportTicket,
  user,
} from '@server/db/schema/index'
import { linkIn, mailbox, ORIGIN, post, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { SupportList, SupportPublicThread, SupportTicketDetail } from '@shared/support/support-schemas'
import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let admin: Awaited<ReturnType<typeof signedInAs>>
beforeAll(async () => {
  t = await buildTestApp()
  admin = await signedInAs(t, 'admin')
})
afterAll(() => t.close())

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, cookie = admin.cookie) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) })

const auditOf = (action: string, targetId: number | string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))

const SLUG = 'clean-home-kirchberg'

let address = 0
/** A report from its own address: the public limit (5 in 10 minutes) counts per address. */
const report = (payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/reports',
    payload,
    remoteAddress: `10.9.0.${++address}`,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
  })

async function providerRow(slug = SLUG) {
  const [row] = await t.database.db.select().from(provider).where(eq(provider.slug, slug))
  if (!row) throw new Error(`no provider ${slug}`)
  return row
}

/** A customer's completed request with the provider (as the quotes flow leaves it), and their review. */
async function reviewedBy(customer: { userId: string; cookie: string }, rating: number, slug = SLUG) {
  const target = await providerRow(slug)
  const [created] = await t.database.db
    .insert(project)
    .values({
      name: 'Spring cleaning',
      category: 'cleaning',
      description: 'Three-room flat',
      locality: 'Kirchberg',
      commune: 'Luxembourg',
      customerUserId: customer.userId,
    })
    .returning()
  const [request] = await t.database.db
    .insert(quoteRequest)
    .values({
      projectId: created?.id as number,
      providerId: target.id,
      customerUserId: customer.userId,
      status: 'completed',
    })
    .returning()
  const res = await post(
    t.app,
    `/api/providers/${slug}/reviews`,
    { rating, text: 'Terrible, they never came and still billed me for it.' },
    { cookie: customer.cookie },
  )
  expect(res.statusCode, res.body).toBe(201)
  return { reviewId: res.json().id as number, requestId: request?.id as number }
}

describe('contact messages in the support desk', () => {
  it('opens a case, acknowledges it with the reference, tells the team, and threads the reply and the answer', async () => {
    const email = `sender.${Date.now()}@example.lu`
    const sent = await post(t.app, '/api/public/contact', {
      name: 'Anne Schmit',
      email,
      topic: 'question',
      message: 'Do you also list chimney sweeps in the north?',
      language: 'de',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const { reference } = sent.json()
    expect(reference).toMatch(/^SD-[2-9A-Z]{6}$/)

    const [ack] = await mailbox(t.app, email)
    expect(ack).toMatchObject({ template: 'support-received', language: 'de' })
    expect(ack?.subject).toContain(reference)
    const team = await mailbox(t.app, 'support@luxpro.lu')
    expect(team.some((m) => m.template === 'support-team-notice' && m.subject.includes(reference))).toBe(true)

    const inbox = (await call('GET', '/api/admin/support')).json() as SupportList
    const listed = inbox.items.find((item) => item.reference === reference)
    expect(listed).toMatchObject({ kind: 'contact', status: 'new', overdue: false, promise: '48h' })
    expect(listed?.timeLeftMs).toBeGreaterThan(47 * 3_600_000)
    const id = listed?.id as number

    expect(
      (await call('POST', `/api/admin/support/${id}/notes`, { body: 'Ask Paul about sweeps.' })).statusCode,
    ).toBe(200)
    const replied = await call('POST', `/api/admin/support/${id}/reply`, {
      message: 'Yes: search "chimney" in the directory.',
    })
    expect(replied.statusCode, replied.body).toBe(200)
    const reply = (await mailbox(t.app, email)).find((m) => m.template === 'support-reply')
    expect(reply?.language).toBe('de')
    expect(reply?.subject).toContain(reference)
    expect(reply?.text).toContain('Yes: search "chimney" in the directory.')

    const detail = (await call('GET', `/api/admin/support/${id}`)).json() as SupportTicketDetail
    expect(detail).toMatchObject({ status: 'waiting', timeLeftMs: null })
    expect(detail.entries.map((e) => e.kind)).toEqual(['message', 'note', 'reply'])
    expect(await auditOf('support.reply', id)).toHaveLength(1)
    expect(await auditOf('support.note', id)).toHaveLength(1)

    // The sender answers through the link in the email: it joins the same thread.
    const link = linkIn(reply?.text ?? '')
    expect(link.pathname).toBe('/support/reply')
    const query = `ref=${link.searchParams.get('ref')}&token=${link.searchParams.get('token')}`
    const seen = (
      await t.app.inject({ url: `/api/public/support/thread?${query}` })
    ).json() as SupportPublicThread
    expect(seen.entries.map((e) => e.kind)).toEqual(['message', 'reply'])
    const answered = await post(t.app, `/api/public/support/thread?${query}`, {
      message: 'Thanks, found one in Clervaux.',
    })
    expect(answered.statusCode, answered.body).toBe(200)
    const after = (await call('GET', `/api/admin/support/${id}`)).json() as SupportTicketDetail
    expect(after.status).toBe('open')
    expect(after.entries.at(-1)).toMatchObject({ kind: 'message', body: 'Thanks, found one in Clervaux.' })

    // A link with another token opens nothing.
    const forged = await t.app.inject({
      url: `/api/public/support/thread?ref=${reference}&token=${'x'.repeat(43)}`,
    })
    expect(forged.statusCode).toBe(404)
  })

  it('changes status and assignee with an audit row, and keeps the inbox for admins', async () => {
    const sent = await post(t.app, '/api/public/contact', {
      name: 'Jean Muller',
      email: `jean.${Date.now()}@example.lu`,
      topic: 'other',
      message: 'Please close my old account.',
      language: 'fr',
    })
    const [row] = await t.database.db
      .select()
      .from(supportTicket)
      .where(eq(supportTicket.reference, sent.json().reference))
    const id = row?.id as number
    const changed = await call('PATCH', `/api/admin/support/${id}`, {
      status: 'closed',
      assigneeUserId: admin.userId,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    const [audit] = await auditOf('support.update', id)
    expect(audit).toMatchObject({
      before: { status: 'new', assigneeUserId: null },
      after: { status: 'closed', assigneeUserId: admin.userId },
    })
    const detail = (await call('GET', `/api/admin/support/${id}`)).json() as SupportTicketDetail
    expect(detail.assignee?.id).toBe(admin.userId)
    expect(detail.answeredAt).not.toBeNull()
    const ids = async (query: string) =>
      ((await call('GET', `/api/admin/support${query}`)).json() as SupportList).items.map((item) => item.id)
    expect(await ids('')).not.toContain(id)
    expect(await ids('?status=closed&kind=contact')).toContain(id)
    expect(await ids('?status=all&pageSize=100')).toContain(id)
    expect(await ids('?status=closed&kind=dispute')).not.toContain(id)
    expect((await call('GET', '/api/admin/support?kind=letter')).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/support/2147483647')).statusCode).toBe(404)

    const customer = await signedInAs(t, 'individual')
    expect((await call('GET', '/api/admin/support', undefined, customer.cookie)).statusCode).toBe(403)
    expect(
      (await call('POST', `/api/admin/support/${id}/reply`, { message: 'Hi' }, customer.cookie)).statusCode,
    ).toBe(403)
    expect((await t.app.inject({ url: '/api/admin/support' })).statusCode).toBe(401)
  })
})

describe('reports', () => {
  it('takes an anonymous report on a review, linked to it, on the 2-working-day clock', async () => {
    const customer = await signedInAs(t, 'individual')
    const { reviewId } = await reviewedBy(customer, 1)
    const res = await report({
      targetType: 'review',
      targetId: reviewId,
      reason: 'fake',
      text: 'This person was never a customer of ours.',
      language: 'fr',
    })
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(supportTicket)
      .where(eq(supportTicket.reference, res.json().reference))
    expect(row).toMatchObject({
      kind: 'report',
      topic: 'fake',
      targetType: 'review',
      targetId: reviewId,
      email: null,
    })
    const detail = (await call('GET', `/api/admin/support/${row?.id}`)).json() as SupportTicketDetail
    expect(detail.promise).toBe('2wd')
    expect(detail.linked).toMatchObject({
      type: 'review',
      id: reviewId,
      missing: false,
      href: `/providers/${SLUG}`,
    })
  })

  it('lets only a side of the conversation report a message; signed out, it is not found', async () => {
    const customer = await signedInAs(t, 'individual')
    const target = await providerRow()
    const [created] = await t.database.db
      .insert(project)
      .values({
        name: 'Windows',
        category: 'cleaning',
        description: 'All windows',
        locality: 'Kirchberg',
        commune: 'Luxembourg',
        customerUserId: customer.userId,
      })
      .returning()
    const [request] = await t.database.db
      .insert(quoteRequest)
      .values({ projectId: created?.id as number, providerId: target.id, customerUserId: customer.userId })
      .returning()
    const [message] = await t.database.db
      .insert(quoteMessage)
      .values({ quoteRequestId: request?.id as number, sender: 'provider', body: 'Pay cash or else.' })
      .returning()
    const body = {
      targetType: 'message',
      targetId: message?.id,
      reason: 'offensive',
      text: 'A threat in the conversation.',
    }
    expect((await report(body)).statusCode).toBe(404)
    const stranger = await signedInAs(t, 'individual')
    expect((await report(body, stranger.cookie)).statusCode).toBe(404)
    const mine = await report(body, customer.cookie)
    expect(mine.statusCode, mine.body).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(supportTicket)
      .where(eq(supportTicket.reference, mine.json().reference))
    expect(row).toMatchObject({ senderUserId: customer.userId, email: customer.email, targetType: 'message' })
    expect((await mailbox(t.app, customer.email)).some((m) => m.template === 'support-received')).toBe(true)
  })

  it('refuses an unknown item and a reason outside the list', async () => {
    const unknown = await report({
      targetType: 'provider',
      targetId: 999_999,
      reason: 'spam',
      text: 'Spam everywhere on this listing.',
    })
    expect(unknown.statusCode).toBe(404)
    const bad = await report({
      targetType: 'provider',
      targetId: 1,
      reason: 'boring',
      text: 'Spam everywhere on this listing.',
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('review moderation', () => {
  it('hides a review at once from the page, the rating and the search; both sides are told; restore brings it back', async () => {
    const slug = 'sanitaire-weber-bertrange'
    const customer = await signedInAs(t, 'individual')
    const before = await providerRow(slug)
    const { reviewId } = await reviewedBy(customer, 1, slug)
    const withReview = await providerRow(slug)
    expect(withReview.reviewCount).toBe(before.reviewCount + 1)
    const search = async () =>
      (
        (
          await t.app.inject({ url: `/api/public/providers/search?q=${encodeURIComponent(before.name)}` })
        ).json().items as Array<{ slug: string; rating: number; reviewCount: number }>
      ).find((p) => p.slug === slug)
    expect((await search())?.reviewCount).toBe(before.reviewCount + 1)

    const reported = await report({
      targetType: 'review',
      targetId: reviewId,
      reason: 'fake',
      text: 'We never worked for this person.',
    })
    const [ticket] = await t.database.db
      .select()
      .from(supportTicket)
      .where(eq(supportTicket.reference, reported.json().reference))

    const hidden = await call('POST', `/api/admin/reviews/${reviewId}/hide`, {
      reason: 'No job took place: the review breaks our policy.',
      ticketId: ticket?.id,
    })
    expect(hidden.statusCode, hidden.body).toBe(200)

    const after = await providerRow(slug)
    expect(after.reviewCount).toBe(before.reviewCount)
    expect(after.rating).toBe(before.rating)
    expect((await search())?.reviewCount).toBe(before.reviewCount)
    const page = (await t.app.inject({ url: `/api/public/providers/${slug}/reviews` })).json()
    expect(page.items.map((r: { id: number }) => r.id)).not.toContain(reviewId)
    const profile = (await t.app.inject({ url: `/api/public/providers/${slug}` })).json()
    expect(profile.reviewCount).toBe(before.reviewCount)

    const [audit] = await auditOf('review.hide', reviewId)
    expect(audit).toMatchObject({ before: { hidden: false }, after: { hidden: true } })
    const told = (await mailbox(t.app, customer.email)).find((m) => m.template === 'review-hidden')
    expect(told?.text).toContain('No job took place')
    if (before.email)
      expect((await mailbox(t.app, before.email)).some((m) => m.template === 'review-hidden')).toBe(true)
    const [closedClock] = await t.database.db
      .select()
      .from(supportTicket)
      .where(eq(supportTicket.id, ticket?.id as number))
    expect(closedClock?.answeredAt).not.toBeNull()
    const events = await t.database.db
      .select()
      .from(supportEntry)
      .where(and(eq(supportEntry.ticketId, ticket?.id as number), eq(supportEntry.kind, 'event')))
    expect(events).toHaveLength(1)

    expect(
      (await call('POST', `/api/admin/reviews/${reviewId}/hide`, { reason: 'Again please' })).statusCode,
    ).toBe(409)
    const restored = await call('POST', `/api/admin/reviews/${reviewId}/restore`, {
      reason: 'The job did take place.',
    })
    expect(restored.statusCode, restored.body).toBe(200)
    expect((await providerRow(slug)).reviewCount).toBe(before.reviewCount + 1)
    expect((await search())?.reviewCount).toBe(before.reviewCount + 1)
    expect(await auditOf('review.restore', reviewId)).toHaveLength(1)
    const [row] = await t.database.db.select().from(review).where(eq(review.id, reviewId))
    expect(row?.hiddenAt).toBeNull()
  })

  it('is for admins only', async () => {
    const customer = await signedInAs(t, 'individual')
    const [any] = await t.database.db.select({ id: review.id }).from(review).orderBy(desc(review.id)).limit(1)
    const res = await call(
      'POST',
      `/api/admin/reviews/${any?.id}/hide`,
      { reason: 'Because I can' },
      customer.cookie,
    )
    expect(res.statusCode).toBe(403)
    const [u] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.id, customer.userId))
    expect(u).toBeTruthy()
  })
})
