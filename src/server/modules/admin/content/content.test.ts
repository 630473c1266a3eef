import { auditLog, provider, unmatchedRequest } from '@server/db/schema/index'
import { mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type {
  AssignCandidates,
  ProjectDetail,
  ProjectPage,
  QuotePage,
} from '@shared/admin/content-admin-schemas'
import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let admin: string
let customer: Awaited<ReturnType<typeof signedInAs>>
let requestIds: number[] = []

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie, origin: ORIGIN }, ...(payload ? { payload } : {}) })

beforeAll(async () => {
  t = await buildTestApp()
  admin = (await signedInAs(t, 'admin')).cookie
  customer = await signedInAs(t, 'individual')
  const listed = await t.database.db
    .select({ id: provider.id })
    .from(provider)
    .where(and(eq(provider.status, 'active'), isNotNull(provider.email)))
    .orderBy(asc(provider.id))
    .limit(2)
  const sent = await call(
    'POST',
    '/api/quote-requests',
    {
      providerIds: listed.map((row) => row.id),
      project: {
        name: 'Repaint the kitchen',
        category: 'painting',
        description: 'Two coats on 30 m² of walls, the ceiling too.',
        location: 'Strassen',
      },
    },
    customer.cookie,
  )
  expect(sent.statusCode, sent.body).toBe(201)
  requestIds = sent.json().requests.map((r: { id: number }) => r.id)
  const message = await call(
    'POST',
    `/api/quote-requests/${requestIds[0]}/messages`,
    { body: 'You are all thieves, answer now!!!' },
    customer.cookie,
  )
  expect(message.statusCode, message.body).toBe(201)
})
afterAll(() => t.close())

describe('projects and quotes for admins', () => {
  it('lists projects and requests with their customer, status and counts', async () => {
    const projects = (await call('GET', '/api/admin/projects?q=kitchen')).json() as ProjectPage
    expect(projects.items[0]).toMatchObject({
      name: 'Repaint the kitchen',
      customerEmail: customer.email,
      requests: 2,
      quotes: 0,
      overdue: false,
    })
    const quotes = (await call('GET', '/api/admin/quotes?q=kitchen&status=pending')).json() as QuotePage
    expect(quotes.total).toBe(2)
    expect((await call('GET', '/api/admin/quotes?q=kitchen&quoted=true')).json().total).toBe(0)
    expect((await call('GET', '/api/admin/projects', undefined, customer.cookie)).statusCode).toBe(403)
  })

  it('declares projects and quotes as admin resources: filters, a missing project, the admin rule', async () => {
    const today = new Date().toISOString().slice(0, 10)
    const byCategory = (await call('GET', '/api/admin/projects?q=kitchen&category=painting')).json()
    expect(byCategory.total).toBe(1)
    expect((await call('GET', '/api/admin/projects?q=kitchen&category=roofing')).json().total).toBe(0)
    expect((await call('GET', `/api/admin/projects?q=kitchen&from=${today}`)).json().total).toBe(1)
    expect((await call('GET', '/api/admin/projects?q=kitchen&to=2000-01-01')).json().total).toBe(0)
    expect((await call('GET', '/api/admin/projects?category=nonsense')).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/projects/2147483647')).statusCode).toBe(404)
    expect((await call('GET', '/api/admin/quotes?q=kitchen&overdue=true')).json().total).toBe(0)
    expect((await call('GET', '/api/admin/quotes?pageSize=1000')).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/quotes', undefined, customer.cookie)).statusCode).toBe(403)
    expect((await call('GET', '/api/admin/projects/1', undefined, customer.cookie)).statusCode).toBe(403)
  })

  it('shows the whole thread; hiding a message hides it from both sides and tells them why', async () => {
    const projectId = ((await call('GET', '/api/admin/projects?q=kitchen')).json() as ProjectPage).items[0]
      ?.id
    const detail = (await call('GET', `/api/admin/projects/${projectId}`)).json() as ProjectDetail
    const message = detail.requests[0]?.messages[0]
    expect(message).toMatchObject({
      from: 'customer',
      body: 'You are all thieves, answer now!!!',
      hiddenAt: null,
    })

    const hidden = await call('POST', `/api/admin/messages/${message?.id}/hide`, { reason: 'Insults' })
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(
      (await call('POST', `/api/admin/messages/${message?.id}/hide`, { reason: 'Insults' })).statusCode,
    ).toBe(409)

    const seen = await call('GET', `/api/quote-requests/${requestIds[0]}`, undefined, customer.cookie)
    const thread = seen.json().messages as Array<{ body: string; hidden?: boolean }>
    expect(thread[0]).toMatchObject({ body: '', hidden: true })
    const again = (await call('GET', `/api/admin/projects/${projectId}`)).json() as ProjectDetail
    expect(again.requests[0]?.messages[0]).toMatchObject({
      hiddenReason: 'Insults',
      body: 'You are all thieves, answer now!!!',
    })
    const [told] = await mailbox(t.app, customer.email)
    expect(told).toMatchObject({ template: 'message-hidden' })
    expect(told?.text).toContain('Insults')
  })

  it('cancels a request with a reason: moved by the state machine, audited, both sides told', async () => {
    const id = requestIds[1]
    const res = await call('POST', `/api/admin/quote-requests/${id}/cancel`, {
      reason: 'Duplicate of another request',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(
      (await call('POST', `/api/admin/quote-requests/${id}/cancel`, { reason: 'Again' })).statusCode,
    ).toBe(409)
    const quotes = (await call('GET', '/api/admin/quotes?q=kitchen&status=cancelled')).json() as QuotePage
    expect(quotes.items.map((row) => row.id)).toEqual([id])
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'project.cancel'))
      .orderBy(desc(auditLog.id))
      .limit(1)
    expect(entry).toMatchObject({ targetId: String(id), details: { reason: 'Duplicate of another request' } })
    const emails = await mailbox(t.app, customer.email)
    expect(emails.map((email) => email.template)).toContain('request-cancelled-by-admin')
  })
})

describe('manual assignment of unmatched requests', () => {
  async function unmatchedFor(userId: string | null) {
    const sessionId = `assign-${Math.random().toString(36).slice(2)}`
    await t.database.db.execute(sql`insert into chat_session (id, user_id, details, expires_at)
      values (${sessionId}, ${userId}, '{}'::jsonb, now() + interval '1 day')`)
    const [row] = await t.database.db
      .insert(unmatchedRequest)
      .values({
        sessionId,
        text: 'Ich brauche jemanden, der meinen Kamin in Clervaux reinigt',
        category: 'cleaning',
        locality: 'Clervaux',
        commune: 'Clervaux',
        language: 'de',
      })
      .returning({ id: unmatchedRequest.id })
    return row?.id ?? 0
  }

  it('proposes providers of the category nearest first, and sends on the customer’s behalf once', async () => {
    const id = await unmatchedFor(customer.userId)
    const found = (
      await call('GET', `/api/admin/unmatched-requests/${id}/candidates?radiusKm=100`)
    ).json() as AssignCandidates
    expect(found.request).toMatchObject({ hasCustomer: true, assignedProjectId: null })
    expect(found.candidates.length).toBeGreaterThan(1)
    expect(found.candidates.every((c) => c.categories.includes('cleaning'))).toBe(true)
    const distances = found.candidates.map((c) => c.distanceKm)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))

    const picked = found.candidates.slice(0, 2).map((c) => c.id)
    const credits = (await call('GET', '/api/credits', undefined, customer.cookie)).json().balance
    const sent = await call('POST', `/api/admin/unmatched-requests/${id}/assign`, { providerIds: picked })
    expect(sent.statusCode, sent.body).toBe(201)
    const projectId = sent.json().projectId as number
    const detail = (await call('GET', `/api/admin/projects/${projectId}`)).json() as ProjectDetail
    expect(detail.project).toMatchObject({ customerEmail: customer.email, category: 'cleaning', requests: 2 })
    expect(detail.project.description).toContain('Kamin')
    expect((await call('GET', '/api/credits', undefined, customer.cookie)).json().balance).toBe(credits)
    const again = await call('POST', `/api/admin/unmatched-requests/${id}/assign`, { providerIds: picked })
    expect(again.json().error.code).toBe('already_assigned')
    const list = (await call('GET', '/api/admin/unmatched-requests?category=cleaning')).json()
    expect(list.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      assignedProjectId: projectId,
    })
  })

  it('refuses a visitor’s request (nobody to send it for) and more than 5 providers', async () => {
    const id = await unmatchedFor(null)
    const res = await call('POST', `/api/admin/unmatched-requests/${id}/assign`, { providerIds: [1] })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('no_customer_account')
    const many = await call('POST', `/api/admin/unmatched-requests/${id}/assign`, {
      providerIds: [1, 2, 3, 4, 5, 6],
    })
    expect(many.statusCode).toBe(400)
  })
})
