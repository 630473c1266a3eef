import { provider, pushMessage, pushSubscription, pushVapidKey } from '@server/db/schema/index'
import type { JobContext } from '@server/jobs/job-runner'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { type PushService, startPushService } from '@server/test/push-service'
import { SAMPLE_QUOTE } from '@server/test/sample-quote'
import { DEFAULT_PREFERENCES } from '@shared/mail/notification-preferences'
import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pushDelivery } from './push-delivery'
import { pushEndpointAllowed } from './push-endpoints'
import { vapidKeysOf } from './vapid-keys'

/** Push notifications end to end: a device subscribes, a change queues a push, the worker sends it to a push service. */

let t: TestApp
let service: PushService
let painterId: number
beforeAll(async () => {
  // The queued pushes are sent here by running the worker by hand, never by the app's own timer.
  t = await buildTestApp({ JOBS_ENABLED: 'false' })
  service = await startPushService()
  const rows = await t.database.db.execute<{ id: number }>(
    sql`select id from provider where status = 'active' and owner_user_id is null and 'painting' = any(categories) order by id limit 1`,
  )
  painterId = rows.rows[0]?.id ?? 0
  if (!painterId) throw new Error('need an unowned painter in the demo data')
})
afterAll(async () => {
  await t.close()
  await service.close()
})

const PROJECT = {
  name: 'Paint the hallway',
  category: 'painting',
  description: 'A hallway of 12 m², walls only, in white; the floor will be covered.',
  location: 'L-8010',
  timeline: 'within_month',
}

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: {
      origin: ORIGIN,
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36',
      ...(cookie ? { cookie } : {}),
    },
    ...(payload ? { payload } : {}),
  })
}

const warnings: object[] = []
const context = (): JobContext => ({
  db: t.database.db,
  instanceId: 'push-test',
  log: { info: () => {}, warn: (details) => warnings.push(details), error: () => {} },
})
/** Sends what is queued, as the app's worker does. */
const deliver = () =>
  pushDelivery({
    vapidKeys: vapidKeysOf(t.app.deps.config, () => t.database.db),
    endpointAllowed: (endpoint) => pushEndpointAllowed(endpoint, false),
  }).run(context())

async function subscribe(cookie: string, language: 'en' | 'fr' | 'de') {
  const device = service.device()
  const res = await call('POST', '/api/push/subscriptions', cookie, { ...device.subscription, language })
  expect(res.statusCode, res.body).toBe(200)
  return device
}

/** A business that owns the painter's listing, and a customer who sends it a project. */
async function businessAndCustomer() {
  const business = await signedInAs(t, 'business')
  await t.database.db.update(provider).set({ ownerUserId: business.userId }).where(eq(provider.id, painterId))
  const customer = await signedInAs(t, 'individual')
  return { business, customer }
}

async function sendProject(cookie: string) {
  const sent = await call('POST', '/api/quote-requests', cookie, {
    providerIds: [painterId],
    project: PROJECT,
  })
  expect(sent.statusCode, sent.body).toBe(201)
  return (sent.json() as CreatedQuoteRequests).requests[0]?.id as number
}

describe('the server key', () => {
  it('is made once outside production, kept in the database, and asked for signed in', async () => {
    const customer = await signedInAs(t, 'individual')
    expect((await call('GET', '/api/push/key')).statusCode).toBe(401)
    const first = (await call('GET', '/api/push/key', customer.cookie)).json() as { publicKey: string }
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/)
    const [stored] = await t.database.db.select().from(pushVapidKey)
    expect(stored?.publicKey).toBe(first.publicKey)
    // Another instance (or the next start) reads the same pair.
    expect((await vapidKeysOf(t.app.deps.config, () => t.database.db)())?.publicKey).toBe(first.publicKey)
  })

  it('is off in production without VAPID keys, and the configured pair otherwise', async () => {
    const production = { ...t.app.deps.config, NODE_ENV: 'production' as const }
    expect(await vapidKeysOf(production, () => t.database.db)()).toBeNull()
    const pair = {
      VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`,
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
      VAPID_SUBJECT: 'mailto:ops@luxpro.lu',
    }
    expect(await vapidKeysOf({ ...production, ...pair }, () => t.database.db)()).toEqual({
      publicKey: pair.VAPID_PUBLIC_KEY,
      privateKey: pair.VAPID_PRIVATE_KEY,
      subject: pair.VAPID_SUBJECT,
    })
  })
})

describe('subscriptions', () => {
  it('refuses an endpoint or keys that are not a push subscription, in the caller’s language', async () => {
    const customer = await signedInAs(t, 'individual')
    const good = service.device().subscription
    const bad = [
      { ...good, endpoint: 'ftp://127.0.0.1/push/x' },
      { ...good, endpoint: 'http://10.0.0.7/push/x' },
      { ...good, endpoint: 'not a url' },
      { ...good, keys: { ...good.keys, p256dh: 'short' } },
      // The right shape, but not a point on the curve.
      { ...good, keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } },
      { ...good, keys: { ...good.keys, auth: `${good.keys.auth}AA` } },
      { endpoint: good.endpoint, language: 'en' },
    ]
    for (const body of bad) {
      const res = await call('POST', '/api/push/subscriptions', customer.cookie, { language: 'en', ...body })
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
    }
    const internal = await t.app.inject({
      method: 'POST',
      url: '/api/push/subscriptions',
      headers: { origin: ORIGIN, cookie: customer.cookie, 'accept-language': 'fr' },
      payload: { ...good, endpoint: 'https://metadata.internal/latest', language: 'fr' },
    })
    expect(internal.statusCode).toBe(400)
    expect(internal.json().error).toMatchObject({ code: 'push_endpoint_not_allowed' })
    expect(internal.json().error.message).toContain('navigateur')
    expect(
      (await call('POST', '/api/push/subscriptions', undefined, { ...good, language: 'en' })).statusCode,
    ).toBe(401)
  })

  it('only sends to the known push services in production', () => {
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', true)).toBe(true)
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/abc', true)).toBe(true)
    expect(pushEndpointAllowed('https://web.push.apple.com/QAbc', true)).toBe(true)
    expect(pushEndpointAllowed('https://wns2-par02p.notify.windows.com/w/?token=abc', true)).toBe(true)
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push/x', true)).toBe(false)
    expect(pushEndpointAllowed('https://fcm.googleapis.com.evil.example/x', true)).toBe(false)
    expect(pushEndpointAllowed('https://fcm.googleapis.com:8443/x', true)).toBe(false)
    expect(pushEndpointAllowed('https://user:pw@fcm.googleapis.com/x', true)).toBe(false)
    expect(pushEndpointAllowed('http://fcm.googleapis.com/x', true)).toBe(false)
    expect(pushEndpointAllowed('http://127.0.0.1:9000/push/x', false)).toBe(true)
  })

  it('are their account’s own: another account cannot remove mine', async () => {
    const mine = await signedInAs(t, 'individual')
    const other = await signedInAs(t, 'individual')
    const device = await subscribe(mine.cookie, 'en')
    const [row] = await t.database.db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, device.subscription.endpoint))
    expect(row).toMatchObject({ userId: mine.userId, language: 'en', deviceLabel: 'Chrome · Android' })
    const endpoint = { endpoint: device.subscription.endpoint }
    expect((await call('DELETE', '/api/push/subscriptions', other.cookie, endpoint)).statusCode).toBe(404)
    expect(await t.database.db.$count(pushSubscription, eq(pushSubscription.userId, mine.userId))).toBe(1)
    expect((await call('DELETE', '/api/push/subscriptions', mine.cookie, endpoint)).statusCode).toBe(204)
    expect(await t.database.db.$count(pushSubscription, eq(pushSubscription.userId, mine.userId))).toBe(0)
    expect((await call('DELETE', '/api/push/subscriptions', mine.cookie, endpoint)).statusCode).toBe(404)
  })

  it('are in the account’s data export, without the push address or keys', async () => {
    const mine = await signedInAs(t, 'individual')
    const device = await subscribe(mine.cookie, 'de')
    const exported = await call('GET', '/api/users/me/export', mine.cookie)
    expect(exported.json().pushDevices).toEqual([
      { device: 'Chrome · Android', language: 'de', createdAt: expect.any(String) },
    ])
    expect(exported.body).not.toContain(device.subscription.endpoint)
    expect(exported.body).not.toContain(device.subscription.keys.auth)
  })
})

describe('a device signed out', () => {
  it('gets nothing until the same account signs in there again; another account cannot take it up', async () => {
    const { business, customer } = await businessAndCustomer()
    const phone = await subscribe(business.cookie, 'en')
    const out = await call('POST', '/api/auth/sign-out', business.cookie, {})
    expect(out.statusCode, out.body).toBe(200)
    await sendProject(customer.cookie)
    await deliver()
    expect(phone.received).toHaveLength(0)

    const resume = { ...phone.subscription, language: 'en', resume: true }
    const someoneElse = await signedInAs(t, 'individual')
    expect((await call('POST', '/api/push/subscriptions', someoneElse.cookie, resume)).statusCode).toBe(404)
    const again = await signedInAs(t, 'business', business.email)
    const resumed = await call('POST', '/api/push/subscriptions', again.cookie, resume)
    expect(resumed.statusCode, resumed.body).toBe(200)
    await sendProject(customer.cookie)
    await deliver()
    expect(phone.received).toHaveLength(1)
    await t.database.db.delete(pushMessage)
  })
})

describe('pushes', () => {
  it('tell a business of a new lead and a customer of a quote and a message, each in the device’s language', async () => {
    const { business, customer } = await businessAndCustomer()
    const businessPhone = await subscribe(business.cookie, 'en')
    const customerPhone = await subscribe(customer.cookie, 'fr')
    const requestId = await sendProject(customer.cookie)
    // Queued with the change, sent off the request path.
    expect(businessPhone.received).toHaveLength(0)
    await deliver()
    expect(businessPhone.received).toHaveLength(1)
    const [lead] = businessPhone.received
    expect(lead?.payload).toEqual({
      title: 'New request',
      body: expect.stringMatching(/would like a quote from you\.$/),
      url: `/business/quote-requests/${requestId}`,
      tag: `request_received:/business/quote-requests/${requestId}`,
    })
    const key = (await call('GET', '/api/push/key', business.cookie)).json().publicKey
    expect(lead?.signedWith).toBe(key)
    expect(lead?.claims).toMatchObject({ aud: service.url, sub: expect.stringMatching(/^mailto:/) })
    expect(lead?.urgency).toBe('high')

    const quoted = await call('POST', `/api/quote-requests/${requestId}/quote`, business.cookie, SAMPLE_QUOTE)
    expect(quoted.statusCode, quoted.body).toBe(200)
    const wrote = await call('POST', `/api/quote-requests/${requestId}/messages`, business.cookie, {
      body: 'Could I come on Tuesday to measure?',
    })
    expect(wrote.statusCode, wrote.body).toBe(201)
    await deliver()
    const painterName = (
      await t.database.db.select({ name: provider.name }).from(provider).where(eq(provider.id, painterId))
    )[0]?.name
    expect(customerPhone.received.map((push) => push.payload)).toEqual([
      expect.objectContaining({
        title: 'Nouveau devis',
        body: `${painterName} vous a envoyé un devis.`,
        url: expect.stringMatching(/\?lang=fr$/),
      }),
      expect.objectContaining({ title: 'Nouveau message', body: `${painterName} vous a écrit.` }),
    ])
    expect(JSON.stringify(customerPhone.received)).not.toContain('Tuesday')
    expect(await t.database.db.$count(pushMessage)).toBe(0)
    expect(service.refused).toEqual([])
  })

  it('follow the in-app choice of the family: off in the app, no push', async () => {
    const { business, customer } = await businessAndCustomer()
    const off = await call('PUT', '/api/email-preferences', customer.cookie, {
      ...DEFAULT_PREFERENCES,
      quotes: { inApp: false, email: 'each' },
    })
    expect(off.statusCode, off.body).toBe(200)
    const customerPhone = await subscribe(customer.cookie, 'de')
    const requestId = await sendProject(customer.cookie)
    await call('POST', `/api/quote-requests/${requestId}/quote`, business.cookie, SAMPLE_QUOTE)
    expect(await t.database.db.$count(pushMessage, eq(pushMessage.userId, customer.userId))).toBe(0)
    await deliver()
    expect(customerPhone.received).toHaveLength(0)
  })

  it('forget a device the push service says is gone, and try again after another failure', async () => {
    const { business, customer } = await businessAndCustomer()
    const gone = await subscribe(business.cookie, 'en')
    const failing = await subscribe(business.cookie, 'en')
    gone.answer(410)
    failing.answer(503)
    warnings.length = 0
    await sendProject(customer.cookie)
    await deliver()
    const endpoints = (
      await t.database.db.select().from(pushSubscription).where(eq(pushSubscription.userId, business.userId))
    ).map((row) => row.endpoint)
    expect(endpoints).toEqual([failing.subscription.endpoint])
    const [queued] = await t.database.db
      .select()
      .from(pushMessage)
      .where(eq(pushMessage.userId, business.userId))
    expect(queued).toMatchObject({ attempts: 1, claimedBy: null })
    expect(queued?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now())
    // Logged without the endpoint or the device's keys.
    expect(JSON.stringify(warnings)).toContain('503')
    expect(JSON.stringify(warnings)).not.toContain(failing.subscription.endpoint)
    expect(JSON.stringify(warnings)).not.toContain(failing.subscription.keys.auth)
    await t.database.db.delete(pushMessage).where(eq(pushMessage.userId, business.userId))
  })
})
