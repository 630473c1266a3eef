import { rollUpFunnel } from '@server/modules/analytics/funnel-rollup'
import { mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { toProviders } from '@server/test/chat'
import { providerWithListing } from '@server/test/provider-listing'
import type { ProviderMatchResponse } from '@shared/assistant/chat-schemas'
import type { CreatedQuoteRequests, QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerDemoRequests } from './demo-answers'
import { purgeDemoData } from './demo-purge'

let t: TestApp
let admin: string
beforeAll(async () => {
  // Demo businesses take an hour here: only the test that waits for the job runner lets them answer.
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000, DEMO_ANSWER_DELAY_SECONDS: 3600 })
  admin = (await signedInAs(t, 'admin')).cookie
})
afterAll(() => t.close())

const DEMO = 'luxpro_demo=1'
const inDemo = (cookie: string) => `${cookie}; ${DEMO}`

const PROJECT = {
  name: 'Repaint the living room',
  category: 'painting',
  description: 'Two coats of white on 45 m² of walls and the ceiling, small cracks to fill first.',
  location: 'L-8010',
  budgetLow: 1500,
  budgetHigh: 3000,
  timeline: 'within_month',
}

function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}

async function match(cookie?: string) {
  const res = await call('POST', '/api/public/providers/match', cookie, {
    category: 'painting',
    postalCode: 'L-8010',
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as ProviderMatchResponse).providers
}

async function demoIds(category = 'painting') {
  const rows = await t.database.db.execute<{ id: number }>(
    sql`select id from provider where status = 'demo' and ${category} = any(categories) order by id`,
  )
  return rows.rows.map((r) => Number(r.id))
}

const credits = async (userId: string) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select coalesce(sum(delta), 0)::int as n from credit_ledger where user_id = ${userId}`,
    )
  ).rows[0]?.n

const quoteCount = async (projectId: number) =>
  (
    await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from quote q join quote_request r on r.id = q.quote_request_id where r.project_id = ${projectId}`,
    )
  ).rows[0]?.n

async function sendDemo(cookie: string, providerIds: number[]) {
  const res = await call('POST', '/api/quote-requests', inDemo(cookie), { providerIds, project: PROJECT })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as CreatedQuoteRequests
}

describe('demo mode', () => {
  it('matches demo businesses only in demo mode, and never outside it', async () => {
    const demo = await match(DEMO)
    expect(demo.length).toBeGreaterThanOrEqual(2)
    expect(demo.every((p) => p.slug.startsWith('demo-'))).toBe(true)
    const real = await match()
    expect(real.length).toBeGreaterThanOrEqual(2)
    expect(real.some((p) => p.slug.startsWith('demo-'))).toBe(false)

    // The directory and the profiles never show them either.
    const search = await call('GET', '/api/public/providers/search?q=demo%20painting')
    expect(search.body).not.toContain('demo-painting-')
    expect((await call('GET', '/api/public/providers/demo-painting-a')).statusCode).toBe(404)

    // The assistant in demo mode proposes demo businesses only.
    const customer = await signedInAs(t, 'individual')
    const listed = await toProviders(t, 'I need my living room of 45 m2 painted in Dudelange', {
      cookie: inDemo(customer.cookie),
    })
    expect(listed.providers.length).toBeGreaterThanOrEqual(2)
    expect(listed.providers.every((p) => p.slug.startsWith('demo-'))).toBe(true)
  })

  it('sends a demo request to demo businesses only, spending no credit and writing no email', async () => {
    const customer = await signedInAs(t, 'individual')
    const [real] = await match()
    const ids = await demoIds()
    const before = await credits(customer.userId)

    // In demo mode a real business cannot be chosen, and outside it a demo business cannot.
    const mixed = await call('POST', '/api/quote-requests', inDemo(customer.cookie), {
      providerIds: [ids[0], real?.id],
      project: PROJECT,
    })
    expect(mixed.statusCode).toBe(400)
    expect(mixed.json().error.code).toBe('providers_unavailable')
    const outside = await call('POST', '/api/quote-requests', customer.cookie, {
      providerIds: [ids[0]],
      project: PROJECT,
    })
    expect(outside.statusCode).toBe(400)

    const created = await sendDemo(customer.cookie, ids)
    expect(created.requests.map((r) => r.providerId).sort()).toEqual([...ids].sort())
    expect(created.creditsLeft).toBe(before)
    expect(await credits(customer.userId)).toBe(before)
    const flags = await t.database.db.execute<{ project: boolean; requests: boolean }>(sql`
      select p.demo as project, bool_and(r.demo) as requests from project p join quote_request r on r.project_id = p.id
      where p.id = ${created.project.id} group by p.demo`)
    expect(flags.rows).toEqual([{ project: true, requests: true }])
    const outbox = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox_email where created_at > now() - interval '1 minute' and template like 'quote-%'`,
    )
    expect(outbox.rows[0]?.n).toBe(0)
    // Not answered in the request itself: that is the job runner's work.
    expect(await quoteCount(created.project.id)).toBe(0)
  })

  it('the app’s job runner answers demo requests with a quote in the customer’s language, VAT included', async () => {
    const fast = await buildTestApp({ DEMO_ANSWER_DELAY_SECONDS: 1 })
    try {
      const customer = await signedInAs(fast, 'individual')
      await fast.database.db.execute(sql`update "user" set language = 'fr' where id = ${customer.userId}`)
      const [cleaner] = await demoIds('cleaning')
      const res = await fast.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: { origin: ORIGIN, cookie: inDemo(customer.cookie) },
        payload: {
          providerIds: [cleaner],
          project: { ...PROJECT, category: 'cleaning', name: 'Clean the flat' },
        },
      })
      expect(res.statusCode, res.body).toBe(201)
      const requestId = (res.json() as CreatedQuoteRequests).requests[0]?.id
      const detail = async () =>
        (
          await fast.app.inject({
            url: `/api/quote-requests/${requestId}`,
            headers: { cookie: customer.cookie },
          })
        ).json() as QuoteRequestDetail
      // The request itself answered nothing: the job runner does, a second or so later.
      expect((await detail()).quote).toBeNull()
      // A fictitious business has no public profile for the customer's pages to link to.
      expect((await detail()).provider.listed).toBe(false)
      await expect.poll(async () => (await detail()).quote, { timeout: 15_000, interval: 250 }).not.toBeNull()
      const quote = (await detail()).quote
      expect(quote?.message).toMatch(/^Bonjour individual,/)
      // Cleaning a home: the reduced rate (8 %), computed by the server like any quote.
      expect(quote?.vatRate).toBe('home_cleaning')
      expect(quote?.vatPercent).toBe(8)
      expect(quote?.totalCost).toBeGreaterThan(0)
      const notices = await fast.database.db.execute<{ kind: string; demo: boolean }>(
        sql`select kind, demo from notification where user_id = ${customer.userId}`,
      )
      expect(notices.rows).toEqual([{ kind: 'quote_received', demo: true }])
      expect(await mailbox(fast.app, customer.email)).toEqual([])
    } finally {
      await fast.close()
    }
  })

  it('a real business’s lists, counts, emails and analytics never include a demo record', async () => {
    const business = await providerWithListing(t)
    const inbox = async () =>
      (await call('GET', '/api/provider/quote-requests', business.cookie)).json() as {
        total: number
        counts: Record<string, number>
      }
    const notifications = async () => (await call('GET', '/api/notifications', business.cookie)).json()
    const overview = async () => {
      const figures = (await call('GET', '/api/admin/overview', admin)).json().figures as Array<{
        key: string
        today: number
      }>
      return Object.fromEntries(figures.map((f) => [f.key, f.today]))
    }
    const funnel = async () => {
      await rollUpFunnel(t.database.db, '2000-01-01', '2100-01-01')
      return (
        await t.database.db.execute<{ chats: number; requests: number; quotes: number }>(
          sql`select coalesce(sum(chats), 0)::int as chats, coalesce(sum(requests), 0)::int as requests,
            coalesce(sum(quotes), 0)::int as quotes from funnel_day`,
        )
      ).rows[0]
    }
    const adminProjects = async () => (await call('GET', '/api/admin/projects', admin)).json().total as number
    const adminProviders = async () =>
      (await call('GET', '/api/admin/providers?q=demo', admin)).json().total as number
    const customer = await signedInAs(t, 'individual')
    const before = {
      inbox: await inbox(),
      notifications: await notifications(),
      overview: await overview(),
      funnel: await funnel(),
      projects: await adminProjects(),
    }

    // A whole demo journey: a conversation, a project to every demo painter, their answers.
    const listed = await toProviders(t, 'Repaint my hallway of 30 m2 in Dudelange', {
      cookie: inDemo(customer.cookie),
    })
    const sent = await call('POST', '/api/chat/quotes', inDemo(customer.cookie), {
      sessionId: listed.sessionId,
      providerIds: listed.providers.map((p) => p.id),
    })
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json().reply).toMatch(/^Demo: your request has been sent to \d fictitious businesses/)
    await sendDemo(customer.cookie, await demoIds())
    expect(
      await answerDemoRequests(
        {
          db: t.database.db,
          mailer: t.app.mailer,
          publicUrl: ORIGIN,
          secret: 'x'.repeat(40),
          log: t.app.log,
        },
        0,
      ),
    ).toBeGreaterThan(0)

    expect(await inbox()).toEqual(before.inbox)
    expect(await notifications()).toEqual(before.notifications)
    expect(await mailbox(t.app, (await providerEmail(business.providerId)) ?? 'none')).toEqual([])
    expect(await overview()).toEqual(before.overview)
    expect(await funnel()).toEqual(before.funnel)
    expect(await adminProjects()).toBe(before.projects)
    expect(await adminProviders()).toBe(0)
  })

  it('removes what demo mode created after 24 hours, and nothing real', async () => {
    const customer = await signedInAs(t, 'individual')
    const demo = await sendDemo(customer.cookie, (await demoIds()).slice(0, 1))
    const count = async () =>
      (
        await t.database.db.execute<{ demo: number; real: number; chats: number }>(sql`select
          (select count(*)::int from project where demo) as demo,
          (select count(*)::int from project where not demo) as real,
          (select count(*)::int from chat_session where demo) as chats`)
      ).rows[0]
    const before = await count()
    expect(before?.demo).toBeGreaterThan(0)
    expect(before?.chats).toBeGreaterThan(0)

    const in23Hours = new Date(Date.now() + 23 * 3600_000)
    expect(await purgeDemoData(t.database.db, in23Hours)).toEqual({
      projects: 0,
      conversations: 0,
      photos: [],
    })
    const in25Hours = new Date(Date.now() + 25 * 3600_000)
    const removed = await purgeDemoData(t.database.db, in25Hours)
    expect(removed.projects).toBe(before?.demo)
    expect(await count()).toEqual({ demo: 0, real: before?.real, chats: 0 })
    const leftovers = await t.database.db.execute<{ n: number }>(sql`select
      (select count(*) from quote_request where demo) + (select count(*) from quote where demo)
      + (select count(*) from notification where demo) + (select count(*) from quote_message where demo) as n`)
    expect(Number(leftovers.rows[0]?.n)).toBe(0)
    expect(
      (await call('GET', `/api/quote-requests/${demo.requests[0]?.id}`, customer.cookie)).statusCode,
    ).toBe(404)
  })
})

async function providerEmail(id: number) {
  const rows = await t.database.db.execute<{ email: string | null }>(
    sql`select email from provider where id = ${id}`,
  )
  return rows.rows[0]?.email ?? null
}
