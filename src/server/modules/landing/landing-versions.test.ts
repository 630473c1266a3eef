import { landingEvent, provider } from '@server/db/schema/index'
import { cookieOf, GOOD_PASSWORD, ORIGIN, signedInAs, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { LandingVersionStats } from '@shared/admin/landing-version-schemas'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = (await signedInAs(t, 'admin')).cookie
})
afterAll(() => t.close())

/** The visitor's landing cookie, as the browser keeps it (`luxpro_landing=B.<uuid>`). */
async function newVisitor(query = '', cookie = '') {
  const res = await t.app.inject({
    url: `/api/public/landing-version${query}`,
    headers: cookie ? { cookie } : {},
  })
  expect(res.statusCode, res.body).toBe(200)
  return {
    version: res.json().version as string,
    cookie: cookieOf(res),
    setCookie: res.headers['set-cookie'],
  }
}

const visitorIdOf = (cookie: string) => /luxpro_landing=[AB]\.([0-9a-f-]+)/.exec(cookie)?.[1] ?? ''

const eventsOf = async (cookie: string) => {
  // Events are gathered in memory and written in batches: write them now.
  await t.app.landing.flush()
  return (
    await t.database.db
      .select({ version: landingEvent.version, event: landingEvent.event })
      .from(landingEvent)
      .where(eq(landingEvent.visitorId, visitorIdOf(cookie)))
      .orderBy(asc(landingEvent.event))
  ).map((row) => `${row.version}:${row.event}`)
}

const chat = (message: string, cookie: string, sessionId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/chat',
    headers: { origin: ORIGIN, cookie },
    payload: { message, ...(sessionId ? { sessionId } : {}) },
  })

const setWeights = (A: number, B: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: { cookie: admin, origin: ORIGIN },
    payload: { landingWeights: { A, B } },
  })

const stats = async (cookie = admin) => {
  await t.app.landing.flush()
  return t.app.inject({ url: '/api/admin/analytics/landing-versions?period=7', headers: { cookie } })
}

describe('landing version assignment (ADR 032)', () => {
  it('gives version A by default and keeps it in a first-party, HttpOnly cookie', async () => {
    const first = await newVisitor()
    expect(first.version).toBe('A')
    expect(String(first.setCookie)).toMatch(
      /^luxpro_landing=A\.[0-9a-f-]{36}; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/,
    )
    const again = await newVisitor('', first.cookie)
    expect(again).toMatchObject({ version: 'A', setCookie: undefined })
    expect(await eventsOf(first.cookie)).toEqual(['A:visit'])
  })

  it('?v=B forces B, keeps it without the parameter, and keeps the visitor id', async () => {
    const visitor = await newVisitor()
    const forced = await newVisitor('?v=B', visitor.cookie)
    expect(forced.version).toBe('B')
    expect(visitorIdOf(forced.cookie)).toBe(visitorIdOf(visitor.cookie))
    expect((await newVisitor('', forced.cookie)).version).toBe('B')
    expect(await eventsOf(forced.cookie)).toEqual(['A:visit', 'B:visit'])
    expect((await t.app.inject({ url: '/api/public/landing-version?v=C' })).statusCode).toBe(400)
  })

  it('assigns new visitors by the admin’s weights, and refuses weights that show nothing', async () => {
    expect((await setWeights(0, 100)).statusCode).toBe(200)
    expect((await newVisitor()).version).toBe('B')
    for (const [A, B] of [
      [0, 0],
      [-1, 50],
      [50, 101],
      [50.5, 50],
    ] as const) {
      const refused = await setWeights(A, B)
      expect(refused.statusCode, `${A}/${B}`).toBe(400)
    }
    expect((await setWeights(100, 0)).statusCode).toBe(200)
    expect((await newVisitor()).version).toBe('A')
  })

  it('assigns the landing page itself, server-rendered or not', async () => {
    const res = await t.app.inject({ url: '/?v=B', headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(String(res.headers['set-cookie'])).toMatch(/^luxpro_landing=B\./)
    expect(await eventsOf(cookieOf(res))).toEqual(['B:visit'])
  })
})

describe('conversions per landing version', () => {
  it('counts a chat, its estimate and a registration once per visitor, however often they happen', async () => {
    const { cookie } = await newVisitor('?v=B')
    const first = await chat('I need my living room painted in Mamer', cookie)
    expect(first.statusCode, first.body).toBe(200)
    const sessionId = first.json().sessionId as string
    expect(await eventsOf(cookie)).toEqual(['B:chat_started', 'B:visit'])
    const confirmed = await chat('yes', cookie, sessionId)
    expect(confirmed.json().estimate).not.toBeNull()
    await chat('providers', cookie, sessionId)
    await chat('I need a plumber in Strassen', cookie)
    for (const email of [uniqueEmail(), uniqueEmail()]) {
      const signUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        headers: { origin: ORIGIN, cookie },
        payload: { name: 'Anne Schmit', email, password: GOOD_PASSWORD, type: 'individual', language: 'en' },
      })
      expect(signUp.statusCode, signUp.body).toBe(200)
    }
    expect(await eventsOf(cookie)).toEqual(['B:chat_started', 'B:estimate_shown', 'B:registered', 'B:visit'])
  })

  it('counts a request sent to providers', async () => {
    const { cookie: landing } = await newVisitor()
    const customer = await signedInAs(t, 'individual')
    const listed = await t.database.db
      .select({ id: provider.id })
      .from(provider)
      .where(and(eq(provider.status, 'active'), isNotNull(provider.email)))
      .orderBy(asc(provider.id))
      .limit(1)
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/quote-requests',
        headers: { origin: ORIGIN, cookie: `${customer.cookie}; ${landing}` },
        payload: {
          providerIds: listed.map((row) => row.id),
          project: {
            name: 'Repaint the kitchen',
            category: 'painting',
            description: 'Two coats on 30 m² of walls, the ceiling too.',
            location: 'Strassen',
          },
        },
      })
    expect((await send()).statusCode).toBe(201)
    expect((await send()).statusCode).toBe(201)
    expect(await eventsOf(landing)).toEqual(['A:request_sent', 'A:visit'])
  })

  it('counts the estimate the directory’s written form shows', async () => {
    const { cookie } = await newVisitor()
    for (const _ of [1, 2]) {
      const shown = await t.app.inject({
        method: 'POST',
        url: '/api/public/project-estimate',
        headers: { origin: ORIGIN, cookie },
        payload: {
          category: 'painting',
          description: 'Paint the living room, about 45 m² of walls, two coats.',
        },
      })
      expect(shown.statusCode, shown.body).toBe(200)
    }
    expect(await eventsOf(cookie)).toEqual(['A:estimate_shown', 'A:visit'])
  })

  it('does not count demo mode, robots or a HEAD request', async () => {
    const { cookie } = await newVisitor('', 'luxpro_demo=1')
    expect(await eventsOf(cookie)).toEqual([])
    for (const request of [
      { method: 'GET' as const, headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } },
      { method: 'GET' as const, headers: { 'user-agent': 'curl/8.5.0' } },
      { method: 'HEAD' as const, headers: {} },
    ]) {
      const res = await t.app.inject({ url: '/api/public/landing-version', ...request })
      expect(String(res.headers['set-cookie'])).toMatch(/^luxpro_landing=A\./)
      expect(await eventsOf(cookieOf(res))).toEqual([])
    }
    expect(
      (await chat('I need my living room painted in Mamer', `${cookie}; luxpro_demo=1`)).statusCode,
    ).toBe(200)
    expect(await eventsOf(cookie)).toEqual([])
  })

  it('does not count what admins do, nor a visitor without a landing version', async () => {
    const { cookie, setCookie } = await newVisitor('?v=B', admin)
    expect(setCookie).toBeDefined()
    const reply = await chat('I need my living room painted in Mamer', `${admin}; ${cookie}`)
    expect(reply.statusCode).toBe(200)
    expect(await eventsOf(cookie)).toEqual([])
    const before = await t.database.db.$count(landingEvent)
    expect((await chat('I need a plumber in Strassen', '')).statusCode).toBe(200)
    expect(await t.database.db.$count(landingEvent)).toBe(before)
  })
})

describe('landing versions on the admin analytics', () => {
  it('shows each version’s visitors and conversions to admins only', async () => {
    const before = (await stats()).json() as LandingVersionStats
    const { cookie } = await newVisitor('?v=B')
    await chat('I need my living room painted in Mamer', cookie)
    const res = await stats()
    expect(res.statusCode, res.body).toBe(200)
    const after = res.json() as LandingVersionStats
    expect(after.versions.map((row) => row.version)).toEqual(['A', 'B'])
    const [beforeB, afterB] = [before.versions[1]!, after.versions[1]!]
    expect(afterB.visitors - beforeB.visitors).toBe(1)
    expect(afterB.conversions.chat_started - beforeB.conversions.chat_started).toBe(1)
    expect(after.versions[0]).toEqual(before.versions[0])

    const customer = await signedInAs(t, 'individual')
    expect((await stats(customer.cookie)).statusCode).toBe(403)
    expect((await stats('')).statusCode).toBe(401)
  })
})
