import { accessCode, auditLog, quoteRequest } from '@server/db/schema/index'
import { quoteToken } from '@server/modules/quotes/quote-token'
import { mailbox, ORIGIN, post, signedInAs, uniqueEmail } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { ALL_FEATURES } from '@shared/access/access-features'
import type { AccessCodeRow } from '@shared/access/access-schemas'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { secretHash } from './access-secrets'

/** Gate switched on by the environment (ADR 026); `open` has it off, as by default. */
let gated: TestApp
let open: TestApp
let admin: string
let openAdmin: string
let ipCounter = 0
/** Each test its own address: the validation limiter counts per IP. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

beforeAll(async () => {
  ;[gated, open] = await Promise.all([buildTestApp({ ACCESS_GATE_ENABLED: 'true' }), buildTestApp()])
  admin = (await signedInAs(gated, 'admin')).cookie
  openAdmin = (await signedInAs(open, 'admin')).cookie
})
afterAll(async () => {
  await Promise.all([gated?.close(), open?.close()])
})

const asAdmin = (t: TestApp, cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie, origin: ORIGIN } })

async function createCode(t: TestApp, body: Record<string, unknown>, cookie = admin) {
  const res = await asAdmin(t, cookie, 'POST', '/api/admin/access-codes', {
    accessLevel: 'full',
    features: ALL_FEATURES,
    ...body,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { code: string; row: AccessCodeRow }
}

const validate = (t: TestApp, code: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/access/validate',
    payload: { code },
    headers: { origin: ORIGIN, ...headers },
    remoteAddress: freshIp(),
  })

const accessCookie = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie'] ?? '').split(';')[0] ?? ''

describe('early-access gate off (the default)', () => {
  it('lets everyone in, and /api/access/session says the gate is off', async () => {
    expect((await open.app.inject({ url: '/api/public/categories' })).statusCode).toBe(200)
    const status = (await open.app.inject({ url: '/api/access/session' })).json()
    expect(status).toEqual({ gateEnabled: false, requestMode: 'code_by_email', session: null })
  })

  it('the admin setting switches it on and off, audited', async () => {
    const on = await asAdmin(open, openAdmin, 'PUT', '/api/admin/settings', { accessGate: { enabled: true } })
    expect(on.statusCode, on.body).toBe(200)
    // The settings cache lasts 2 s on other readers; this instance forgot it when saving.
    const refused = await open.app.inject({ url: '/api/public/categories' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('access_required')
    expect((await open.app.inject({ url: '/directory' })).headers.location).toBe('/access?next=%2Fdirectory')
    // Admins pass the gate (they switch it off again).
    expect((await asAdmin(open, openAdmin, 'GET', '/api/public/categories')).statusCode).toBe(200)
    await asAdmin(open, openAdmin, 'PUT', '/api/admin/settings', { accessGate: { enabled: false } })
    expect((await open.app.inject({ url: '/api/public/categories' })).statusCode).toBe(200)
    const audit = await open.database.db.select().from(auditLog).where(eq(auditLog.targetId, 'accessGate'))
    expect(audit).toHaveLength(2)
  })
})

describe('early-access gate on', () => {
  it('sends pages to /access (keeping the language and the page asked for) and refuses the API', async () => {
    const page = await gated.app.inject({ url: '/directory?lang=de' })
    expect(page.statusCode).toBe(302)
    expect(page.headers.location).toBe('/access?lang=de&next=%2Fdirectory%3Flang%3Dde')
    expect((await gated.app.inject({ url: '/' })).headers.location).toBe('/access')
    const api = await gated.app.inject({
      url: '/api/public/categories',
      headers: { 'accept-language': 'fr' },
    })
    expect(api.statusCode).toBe(403)
    expect(api.json().error).toMatchObject({ code: 'access_required' })
    expect(api.json().error.message).toMatch(/accès anticipé/)
  })

  it('leaves open the gate, legal pages, health, settings and the provider’s secure quote links', async () => {
    for (const url of [
      '/access',
      '/privacy-policy',
      '/cookie-policy',
      '/auth',
      '/provider/quotes/12?token=x',
    ]) {
      expect((await gated.app.inject({ url })).statusCode, url).not.toBe(302)
    }
    for (const url of ['/health', '/api/public/settings', '/api/access/session']) {
      expect((await gated.app.inject({ url })).statusCode, url).toBe(200)
    }
  })

  it('leaves the contact page and its form open: the launch banner asks everyone to write to us', async () => {
    expect((await gated.app.inject({ url: '/contact?lang=fr' })).statusCode).toBe(200)
    const sent = await gated.app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: { name: 'Luc Weber', email: 'luc@example.lu', topic: 'other', message: 'Wann geet et lass?' },
    })
    expect(sent.statusCode).toBe(201)
  })

  it('lets a quote link’s calls through only with that request’s live token', async () => {
    // Requests are made with the gate off (the admin setting), then it is switched on.
    const customer = await signedInAs(open, 'individual')
    const painters = await open.database.db.execute<{ id: number }>(
      sql`select id from provider where status = 'active' and email is not null order by id limit 2`,
    )
    const made = await open.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: { cookie: customer.cookie, origin: ORIGIN },
      payload: {
        providerIds: painters.rows.map((p) => p.id),
        project: {
          name: 'Repaint the hall',
          category: 'painting',
          description: 'Two coats of white on the walls of the hall and the stairs, cracks to fill first.',
          location: 'L-8010',
          timeline: 'within_month',
        },
      },
    })
    expect(made.statusCode, made.body).toBe(201)
    const ids = (made.json().requests as Array<{ id: number }>).map((r) => r.id)
    const [row, other] = await open.database.db
      .select()
      .from(quoteRequest)
      .where(inArray(quoteRequest.id, ids))
    if (!row || !other) throw new Error('two requests')
    await asAdmin(open, openAdmin, 'PUT', '/api/admin/settings', { accessGate: { enabled: true } })
    try {
      const secret = open.app.deps.authSecret
      const call = (method: 'GET' | 'POST', path: string, token: string) =>
        open.app.inject({
          method,
          url: `/api/quote-requests/${row.id}${path}?token=${encodeURIComponent(token)}`,
          headers: { cookie: customer.cookie, origin: ORIGIN },
        })
      // The account without access, with any token or another request's: refused by the gate.
      for (const token of ['x', '', quoteToken(secret, other), quoteToken('another-secret', row)]) {
        for (const [method, path] of [
          ['GET', ''],
          ['POST', '/cancel'],
        ] as const) {
          const res = await call(method, path, token)
          expect(res.statusCode, `${method} ${path} ${token}`).toBe(403)
          expect(res.json().error.code).toBe('access_required')
        }
      }
      // The provider's link itself (no account) passes, and an expired one no longer does.
      const link = `/api/quote-requests/${row.id}?token=${quoteToken(secret, row)}`
      expect((await open.app.inject({ url: link })).statusCode).toBe(200)
      await open.database.db
        .update(quoteRequest)
        .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(quoteRequest.id, row.id))
      expect((await open.app.inject({ url: link })).json().error?.code).toBe('access_required')
    } finally {
      await asAdmin(open, openAdmin, 'PUT', '/api/admin/settings', { accessGate: { enabled: false } })
    }
  })

  it('closes robots.txt and empties the sitemaps while the gate is on', async () => {
    const robots = await gated.app.inject({ url: '/robots.txt' })
    expect(robots.body).toBe('User-agent: *\nDisallow: /\n')
    expect(robots.headers['cache-control']).toBe('no-store')
    for (const url of ['/sitemap.xml', '/sitemap-pages.xml', '/sitemap-providers-1.xml']) {
      const res = await gated.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).not.toContain('<loc>')
      expect(res.headers['cache-control'], url).toBe('no-store')
    }
    // With the gate off, they list the site again.
    expect((await open.app.inject({ url: '/sitemap-providers-1.xml' })).body).toContain('/providers/')
    expect((await open.app.inject({ url: '/robots.txt' })).body).toContain('Sitemap: ')
  })

  it('trades a full code for a session the server checks on every request', async () => {
    const { code, row } = await createCode(gated, { note: 'Friends & family', maxUses: 5 })
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    expect(row).toMatchObject({ state: 'active', uses: 0, maxUses: 5, note: 'Friends & family' })
    const res = await validate(gated, code.toLowerCase().replaceAll('-', ' '))
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ success: true, access_level: 'full', features: ALL_FEATURES })
    expect(typeof body.session_id).toBe('string')
    expect(Date.parse(body.expires_at)).toBeGreaterThan(Date.now())
    const cookie = accessCookie(res)
    expect(String(res.headers['set-cookie'])).toMatch(/HttpOnly/)
    expect((await gated.app.inject({ url: '/api/public/categories', headers: { cookie } })).statusCode).toBe(
      200,
    )
    expect((await gated.app.inject({ url: '/directory', headers: { cookie } })).statusCode).not.toBe(302)
    const status = (await gated.app.inject({ url: '/api/access/session', headers: { cookie } })).json()
    expect(status).toMatchObject({
      gateEnabled: true,
      session: { accessLevel: 'full', sessionId: body.session_id },
    })
    // A cookie the server does not know is no session, whatever the browser keeps.
    const forged = await gated.app.inject({
      url: '/api/public/categories',
      headers: { cookie: 'luxpro_access=forged' },
    })
    expect(forged.statusCode).toBe(403)
  })

  it('stores codes hashed only', async () => {
    const { code, row } = await createCode(gated, {})
    const [stored] = await gated.database.db.select().from(accessCode).where(eq(accessCode.id, row.id))
    const normalized = code.replaceAll('-', '')
    expect(stored?.codeHash).toBe(secretHash(normalized))
    expect(JSON.stringify(stored)).not.toContain(normalized)
    expect(row.hint).toBe(`…${normalized.slice(-4)}`)
  })

  it('refuses a wrong, expired, used-up or revoked code with the same message', async () => {
    const wrong = await validate(gated, 'NOPE-NOPE-NOPE')
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error).toMatchObject({
      code: 'invalid_access_code',
      message: 'Invalid access code. Please try again.',
    })
    const german = await validate(gated, 'NOPE-NOPE-NOPE', { 'accept-language': 'de' })
    expect(german.json().error.message).toBe('Ungültiger Zugangscode. Bitte versuchen Sie es erneut.')

    const expired = await createCode(gated, { expiresAt: new Date(Date.now() - 60_000).toISOString() })
    expect(expired.row.state).toBe('expired')
    expect((await validate(gated, expired.code)).json().error.code).toBe('invalid_access_code')

    const once = await createCode(gated, { maxUses: 1 })
    expect((await validate(gated, once.code)).statusCode).toBe(200)
    expect((await validate(gated, once.code)).json().error.code).toBe('invalid_access_code')
    const list = (await asAdmin(gated, admin, 'GET', '/api/admin/access-codes?state=used_up')).json()
    expect(list.items.map((r: AccessCodeRow) => r.id)).toContain(once.row.id)

    const revoked = await createCode(gated, {})
    const granted = await validate(gated, revoked.code)
    const cookie = accessCookie(granted)
    const res = await asAdmin(gated, admin, 'POST', `/api/admin/access-codes/${revoked.row.id}/revoke`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().state).toBe('revoked')
    expect((await validate(gated, revoked.code)).statusCode).toBe(400)
    // The session it opened ends too.
    expect((await gated.app.inject({ url: '/api/public/categories', headers: { cookie } })).statusCode).toBe(
      403,
    )
    const actions = (
      await gated.database.db.select().from(auditLog).where(eq(auditLog.targetId, revoked.row.id))
    ).map((e) => e.action)
    expect(actions.sort()).toEqual(['access_code.create', 'access_code.revoke'])
  })

  it('a limited code opens only its features', async () => {
    const { code } = await createCode(gated, {
      accessLevel: 'limited',
      features: { chat: true, dashboard: false, directory: false, profile: false, full_access: false },
    })
    const res = await validate(gated, code)
    expect(res.json()).toMatchObject({ access_level: 'limited', features: { chat: true, directory: false } })
    const cookie = accessCookie(res)
    const search = await gated.app.inject({
      url: '/api/public/providers/search?q=plumber',
      headers: { cookie },
    })
    expect(search.statusCode).toBe(403)
    expect(search.json().error.code).toBe('feature_unavailable')
    expect((await gated.app.inject({ url: '/api/public/categories', headers: { cookie } })).statusCode).toBe(
      200,
    )
  })

  it('emails a code in the page’s language, once a minute per address, that grants limited access', async () => {
    const email = uniqueEmail('early')
    const ask = () =>
      gated.app.inject({
        method: 'POST',
        url: '/api/access/request-code',
        payload: { email, language: 'fr' },
        headers: { origin: ORIGIN },
        remoteAddress: freshIp(),
      })
    const first = await ask()
    expect(first.statusCode, first.body).toBe(200)
    expect((await ask()).statusCode).toBe(429)
    const [mail] = await mailbox(gated.app, email)
    expect(mail?.language).toBe('fr')
    expect(mail?.subject).toBe('Votre code d’accès LuxPro')
    const code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mail?.text ?? '')?.[0] ?? ''
    expect(mail?.text).toContain('/access?lang=fr')
    const res = await validate(gated, code)
    expect(res.json()).toMatchObject({ access_level: 'limited', features: { full_access: false } })
    expect((await validate(gated, code)).statusCode).toBe(400)
  })

  it('admins invite by email in bulk: one single-use code each, audited', async () => {
    const emails = [uniqueEmail('guest'), uniqueEmail('guest')]
    const res = await asAdmin(gated, admin, 'POST', '/api/admin/access-codes/invite', {
      emails,
      accessLevel: 'full',
      features: ALL_FEATURES,
      language: 'de',
      note: 'Beta wave 1',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ invited: 2 })
    for (const email of emails) {
      const [mail] = await mailbox(gated.app, email)
      expect(mail?.subject).toBe('Sie sind eingeladen, LuxPro vorab zu testen')
      const code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(mail?.text ?? '')?.[0] ?? ''
      expect((await validate(gated, code)).json().access_level).toBe('full')
    }
    const invites = (await asAdmin(gated, admin, 'GET', '/api/admin/access-codes?source=invite')).json()
    expect(invites.items.filter((r: AccessCodeRow) => r.note === 'Beta wave 1')).toHaveLength(2)
    const audit = await gated.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'access_code.invite'))
    expect(audit[0]?.details).toMatchObject({ count: 2 })
  })

  it('rate-limits validation per IP', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) {
      const res = await gated.app.inject({
        method: 'POST',
        url: '/api/access/validate',
        payload: { code: 'WRONG-CODE-0' },
        headers: { origin: ORIGIN },
        remoteAddress: '10.9.9.9',
      })
      statuses.push(res.statusCode)
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses.at(-1)).toBe(429)
  })
})

describe('access codes are admins’ only', () => {
  it('refuses customers and visitors', async () => {
    const customer = (await signedInAs(open, 'individual')).cookie
    expect((await asAdmin(open, customer, 'GET', '/api/admin/access-codes')).statusCode).toBe(403)
    expect((await post(open.app, '/api/admin/access-codes', { accessLevel: 'full' })).statusCode).toBe(401)
  })
})

describe('launch banner settings', () => {
  it('keeps an optional link and end, served publicly; a bad link is refused', async () => {
    const banner = {
      enabled: true,
      text: { en: 'We launch on 1 December', fr: 'Lancement le 1er décembre', de: 'Start am 1. Dezember' },
      link: 'https://luxpro.lu/launch',
      endsAt: '2027-01-01T00:00:00.000Z',
    }
    const res = await asAdmin(open, openAdmin, 'PUT', '/api/admin/settings', { launchBanner: banner })
    expect(res.statusCode, res.body).toBe(200)
    expect((await open.app.inject({ url: '/api/public/settings' })).json().launchBanner).toEqual(banner)
    const bad = await asAdmin(open, openAdmin, 'PUT', '/api/admin/settings', {
      launchBanner: { ...banner, link: 'javascript:alert(1)' },
    })
    expect(bad.statusCode).toBe(400)
  })
})
