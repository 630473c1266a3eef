import { funnelDay } from '@server/db/schema/index'
import { funnelToday, rollUpFunnel } from '@server/modules/analytics/funnel-rollup'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { Analytics } from '@shared/admin/analytics-schemas'
import type { Overview } from '@shared/admin/overview-schemas'
import type { Settings } from '@shared/admin/settings-schemas'
import type { Technical } from '@shared/admin/technical-schemas'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let admin: string
let customer: string

beforeAll(async () => {
  t = await buildTestApp()
  admin = (await signedInAs(t, 'admin')).cookie
  customer = (await signedInAs(t, 'individual')).cookie
})
afterAll(() => t.close())

const call = (method: 'GET' | 'PUT', url: string, payload?: object, cookie = admin) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, origin: ORIGIN, 'accept-language': 'de' },
    ...(payload ? { payload } : {}),
  })

describe('overview', () => {
  it('counts today and the last 30 days, with the status strip', async () => {
    await t.database.db.execute(sql`
      with p as (insert into project (name, category, description, locality, commune)
        values ('Overview test', 'painting', 'Walls', 'Strassen', 'Strassen') returning id)
      insert into quote_request (project_id, provider_id) select p.id, (select min(id) from provider) from p`)
    const res = await call('GET', '/api/admin/overview')
    expect(res.statusCode, res.body).toBe(200)
    const overview = res.json() as Overview
    const figure = (key: string) => overview.figures.find((f) => f.key === key)
    // signedInAs made accounts today; the demo has three unmatched requests and a year of chats.
    expect(figure('newCustomers')?.today).toBeGreaterThanOrEqual(1)
    expect(figure('requestsSent')).toMatchObject({ today: 1, last30: 1 })
    expect(figure('projectsSent')?.today).toBe(1)
    expect(figure('unmatched')?.last30).toBe(3)
    expect(figure('projectsDescribed')?.last30).toBeGreaterThan(0)
    expect(figure('applicationsWaiting')).toMatchObject({ last30: null })
    // The same count as the navigation's badge (the review queue's), waiting on the applicant included.
    const queue = (await call('GET', '/api/admin/partner-applications/counts')).json()
    expect(figure('applicationsWaiting')?.today).toBe(queue.open)
    expect(figure('applicationsOverdue')?.today).toBe(queue.overdue)
    expect(overview.status.map((s) => s.key)).toEqual([
      'database',
      'email',
      'outbox',
      'errors',
      'maintenance',
    ])
    expect(overview.status[0]).toMatchObject({ key: 'database', level: 'ok' })
  })
})

describe('analytics', () => {
  it('shows the seeded year of history, by week and by split, with supply vs demand', async () => {
    const res = await call('GET', '/api/admin/analytics?period=365')
    expect(res.statusCode, res.body).toBe(200)
    const analytics = res.json() as Analytics
    expect(analytics.byWeek.length).toBeGreaterThanOrEqual(52)
    const { chats, estimates, requests, quotes, accepted, completed } = analytics.totals
    expect(chats).toBeGreaterThan(10_000)
    expect([chats, estimates, requests, quotes, accepted, completed]).toEqual(
      [chats, estimates, requests, quotes, accepted, completed].sort((a, b) => b - a),
    )
    expect(analytics.byCategory[0]?.key).toBe('plumbing')
    expect(analytics.byLanguage.map((row) => row.key)).toEqual(expect.arrayContaining(['fr', 'de', 'en']))
    expect(analytics.byLandingVersion.map((row) => row.key)).toEqual(expect.arrayContaining(['A', 'B']))
    expect(analytics.byCommune.find((row) => row.key === 'Luxembourg')?.canton).toBe('Luxembourg')
    expect(analytics.byCanton.length).toBe(12)
    const plumbing = analytics.supplyDemand.filter((row) => row.category === 'plumbing')
    expect(plumbing.some((row) => row.providers > 0 && row.requests > 0)).toBe(true)
  })

  it('takes 7/30/90/365 days or a custom period, and refuses a period backwards', async () => {
    const week = (await call('GET', '/api/admin/analytics?period=7')).json() as Analytics
    const year = (await call('GET', '/api/admin/analytics?period=365')).json() as Analytics
    expect(week.totals.chats).toBeLessThan(year.totals.chats)
    const custom = await call('GET', `/api/admin/analytics?period=custom&from=${year.from}&to=${year.to}`)
    expect((custom.json() as Analytics).totals).toEqual(year.totals)
    expect(
      (await call('GET', '/api/admin/analytics?period=custom&from=2026-05-01&to=2026-04-01')).statusCode,
    ).toBe(400)
    expect((await call('GET', '/api/admin/analytics?period=custom')).statusCode).toBe(400)
    expect((await call('GET', '/api/admin/analytics', undefined, customer)).statusCode).toBe(403)
  })

  it('rolls the live tables up into the funnel without touching other days', async () => {
    const today = await funnelToday(t.database.db)
    await t.database.db.execute(sql`
      insert into chat_session (id, language, category, location, details, expires_at, estimate)
      values ('rollup-test', 'de', 'roofing', '{"commune":"Clervaux"}', '{}'::jsonb, now() + interval '1 day',
        '{"low":1}'::jsonb)`)
    const before = await t.database.db.select().from(funnelDay).where(sql`day < ${today}::date - 8`)
    await rollUpFunnel(t.database.db, today, today)
    await rollUpFunnel(t.database.db, today, today)
    const rows = await t.database.db
      .select()
      .from(funnelDay)
      .where(sql`day = ${today}::date and category = 'roofing' and commune = 'Clervaux' and language = 'de'`)
    expect(rows[0]).toMatchObject({ chats: 1, estimates: 1 })
    const after = await t.database.db.select().from(funnelDay).where(sql`day < ${today}::date - 8`)
    expect(after.length).toBe(before.length)
  })
})

describe('settings', () => {
  it('stores settings, audits each change and serves them publicly', async () => {
    const before = (await call('GET', '/api/admin/settings')).json() as Settings
    expect(before).toMatchObject({ supportEmail: 'support@luxpro.lu', responsePromiseHours: 24 })
    const res = await call('PUT', '/api/admin/settings', {
      responsePromiseHours: 48,
      launchBanner: { enabled: true, text: { en: 'Hello', fr: 'Bonjour', de: 'Hallo' } },
    })
    expect(res.statusCode, res.body).toBe(200)
    const open = (await t.app.inject({ url: '/api/public/settings' })).json() as Settings
    expect(open).toMatchObject({ responsePromiseHours: 48, launchBanner: { enabled: true } })
    const audit = (await call('GET', '/api/admin/audit?action=settings.update')).json()
    expect(audit.items.map((e: { targetId: string }) => e.targetId).sort()).toEqual([
      'launchBanner',
      'responsePromiseHours',
    ])
    expect((await call('PUT', '/api/admin/settings', { landingWeights: { A: 0, B: 0 } })).statusCode).toBe(
      400,
    )
    expect((await call('PUT', '/api/admin/settings', { responsePromiseHours: 0 })).statusCode).toBe(400)
  })
})

describe('maintenance mode', () => {
  it('answers visitors and non-admins 503 (a page in their language, JSON for the API); admins keep working', async () => {
    const endsAt = new Date(Date.now() + 30 * 60_000).toISOString()
    const on = await call('PUT', '/api/admin/maintenance', {
      enabled: true,
      endsAt,
      message: { en: 'Upgrading the database.', fr: 'Mise à niveau de la base.', de: 'Datenbank-Upgrade.' },
    })
    expect(on.statusCode, on.body).toBe(200)

    const page = await t.app.inject({ url: '/directory', headers: { 'accept-language': 'fr-LU,fr;q=0.9' } })
    expect(page.statusCode).toBe(503)
    expect(page.headers['content-type']).toContain('text/html')
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(1500)
    expect(page.body).toContain('<html lang="fr">')
    expect(page.body).toContain('Mise à niveau de la base.')

    const api = await t.app.inject({
      url: '/api/public/providers/search',
      headers: { 'accept-language': 'de' },
    })
    expect(api.statusCode).toBe(503)
    expect(api.json().error).toMatchObject({ code: 'maintenance' })
    const signedIn = await t.app.inject({ url: '/api/users/me', headers: { cookie: customer } })
    expect(signedIn.statusCode).toBe(503)

    expect((await call('GET', '/api/admin/overview')).statusCode).toBe(200)
    expect(
      (await t.app.inject({ url: '/api/public/providers/search', headers: { cookie: admin } })).statusCode,
    ).toBe(200)
    const health = await t.app.inject({ url: '/health' })
    expect(health.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/public/maintenance' })).json()).toMatchObject({
      enabled: true,
      endsAt,
    })

    expect((await call('PUT', '/api/admin/maintenance', { enabled: false })).statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/public/providers/search' })).statusCode).toBe(200)
    const audit = (await call('GET', '/api/admin/audit?action=maintenance.')).json()
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual([
      'maintenance.off',
      'maintenance.on',
    ])
  })
})

describe('technical metrics', () => {
  it('samples the app’s own registry: request rate, latency by route, memory', async () => {
    for (let i = 0; i < 5; i++) await t.app.inject({ url: '/api/public/providers/search?q=plombier' })
    const res = await call('GET', '/api/admin/metrics/technical?window=1h')
    expect(res.statusCode, res.body).toBe(200)
    const technical = res.json() as Technical
    expect(technical.points.length).toBeGreaterThan(0)
    expect(technical.points.at(-1)?.rssMb).toBeGreaterThan(10)
    expect(
      technical.routes.find((r) => r.route === 'GET /api/public/providers/search')?.requests,
    ).toBeGreaterThanOrEqual(5)
    expect(technical).toMatchObject({ version: 'test', driver: expect.any(String) })
    expect((await call('GET', '/api/admin/metrics/technical', undefined, customer)).statusCode).toBe(403)
  })
})
