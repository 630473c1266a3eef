import type { AddressInfo } from 'node:net'
import { liveEvent } from '@server/db/schema/index'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { EventStream, type Frame } from '@server/test/event-stream'
import { providerWithListing } from '@server/test/provider-listing'
import { SAMPLE_QUOTE } from '@server/test/sample-quote'
import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let base = ''
beforeAll(async () => {
  t = await buildTestApp({ EVENTS_HEARTBEAT_SECONDS: 1, EVENTS_MAX_STREAMS_PER_USER: 3 })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
})
afterAll(() => t.close())

const about = (kind: string, requestId: number) => (f: Frame) =>
  f.event === kind && (f.data as { quoteRequestId: number | null }).quoteRequestId === requestId

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object) {
  return t.app.inject({ method, url, headers: { origin: ORIGIN, cookie }, payload })
}

const PROJECT = {
  name: 'Repaint the living room',
  category: 'painting',
  description: 'Two coats of white on 45 m² of walls and the ceiling, small cracks to fill first.',
  location: 'L-8010',
  budgetLow: 1500,
  budgetHigh: 3000,
  timeline: 'within_month',
}

async function sendProject(cookie: string, providerId: number) {
  const res = await call('POST', '/api/quote-requests', cookie, {
    providerIds: [providerId],
    project: PROJECT,
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json() as CreatedQuoteRequests).requests[0]!.id
}

describe('GET /api/events', () => {
  it('is for signed-in people only, and only for a client that asks for an event stream', async () => {
    const res = await fetch(`${base}/api/events`, { headers: { accept: 'text/event-stream' } })
    expect(res.status).toBe(401)
    const customer = await signedInAs(t, 'individual')
    const asJson = await t.app.inject({ url: '/api/events', headers: { cookie: customer.cookie } })
    expect(asJson.statusCode).toBe(406)
    expect(asJson.json().error.code).toBe('not_acceptable')
  })

  it('sends each event only to those who may read what it is about', async () => {
    const customer = await signedInAs(t, 'individual')
    const otherCustomer = await signedInAs(t, 'individual')
    const business = await providerWithListing(t)
    const otherBusiness = await providerWithListing(t)
    const admin = await signedInAs(t, 'admin')
    const streams = {
      customer: await EventStream.open(base, customer.cookie),
      otherCustomer: await EventStream.open(base, otherCustomer.cookie),
      business: await EventStream.open(base, business.cookie),
      otherBusiness: await EventStream.open(base, otherBusiness.cookie),
      admin: await EventStream.open(base, admin.cookie),
    }
    for (const stream of Object.values(streams)) {
      expect(stream.status).toBe(200)
      expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      await stream.ready()
    }

    const requestId = await sendProject(customer.cookie, business.providerId)
    await streams.business.waitFor(about('lead', requestId))
    await streams.customer.waitFor(about('lead', requestId))
    await streams.admin.waitFor(about('lead', requestId))

    const quoted = await call('POST', `/api/quote-requests/${requestId}/quote`, business.cookie, {
      ...SAMPLE_QUOTE,
      message: 'Two coats.',
    })
    expect(quoted.statusCode, quoted.body).toBe(200)
    await streams.customer.waitFor(about('quote', requestId))
    await streams.customer.waitFor(about('request', requestId))
    const notice = await streams.customer.waitFor((f) => f.event === 'notification')
    expect(notice.data).toEqual({ quoteRequestId: null })
    await streams.business.waitFor(about('quote', requestId))

    const written = await call('POST', `/api/quote-requests/${requestId}/messages`, business.cookie, {
      body: 'Could I see the ceiling first?',
    })
    expect(written.statusCode, written.body).toBe(201)
    const message = await streams.customer.waitFor(about('message', requestId))
    expect(message.id).toBeGreaterThan(notice.id!)
    await streams.admin.waitFor(about('message', requestId))
    await streams.business.waitFor(about('message', requestId))

    // Delivered in one pass to every stream of this instance: the others would have it by now.
    expect(streams.otherCustomer.events()).toEqual([])
    expect(streams.otherBusiness.events()).toEqual([])
    // The provider hears about the request, not about the customer's own notifications.
    expect(streams.business.events().some((f) => f.event === 'notification' && f.id === notice.id)).toBe(
      false,
    )
    for (const stream of Object.values(streams)) stream.close()
  })

  it('leaves admins out of demo requests, which the admin pages do not list', async () => {
    const customer = await signedInAs(t, 'individual')
    const business = await providerWithListing(t)
    const admin = await EventStream.open(base, (await signedInAs(t, 'admin')).cookie)
    const own = await EventStream.open(base, customer.cookie)
    await admin.ready()
    await own.ready()
    const requestId = await sendProject(customer.cookie, business.providerId)
    await t.database.db.execute(sql`update quote_request set demo = true where id = ${requestId}`)
    const written = await call('POST', `/api/quote-requests/${requestId}/messages`, customer.cookie, {
      body: 'Is Tuesday possible?',
    })
    expect(written.statusCode, written.body).toBe(201)
    await own.waitFor(about('message', requestId))
    // A later request that is not a demo reaches the admin: the demo message, sent before, did not.
    const later = await sendProject(customer.cookie, business.providerId)
    await admin.waitFor(about('lead', later))
    expect(admin.frames.some(about('message', requestId))).toBe(false)
    admin.close()
    own.close()
  })

  it('replays what was missed after Last-Event-ID, and says when that is no longer kept', async () => {
    const customer = await signedInAs(t, 'individual')
    const business = await providerWithListing(t)
    const first = await EventStream.open(base, customer.cookie)
    await first.ready()
    const requestId = await sendProject(customer.cookie, business.providerId)
    const lead = await first.waitFor(about('lead', requestId))
    first.close()

    // While the customer is away: a quote, a notification, a message.
    await call('POST', `/api/quote-requests/${requestId}/quote`, business.cookie, SAMPLE_QUOTE)
    await call('POST', `/api/quote-requests/${requestId}/messages`, business.cookie, {
      body: 'Ready when you are.',
    })

    const back = await EventStream.open(base, customer.cookie, { 'last-event-id': String(lead.id) })
    const ready = await back.ready()
    const replayed = back.frames.slice(0, back.frames.indexOf(ready))
    expect(replayed.some(about('quote', requestId))).toBe(true)
    expect(replayed.some(about('message', requestId))).toBe(true)
    expect(replayed.some((f) => f.event === 'notification')).toBe(true)
    expect(replayed.some((f) => f.id === lead.id)).toBe(false)
    // Each event once; the stream's own lines (the retry line, a heartbeat) carry no id.
    const ids = replayed.flatMap((f) => (f.id === undefined ? [] : [f.id]))
    expect(new Set(ids).size).toBe(ids.length)
    back.close()

    // A new stream opened by the page itself resumes from ?lastEventId= the same way.
    const byQuery = await EventStream.open(base, customer.cookie, {}, `?lastEventId=${lead.id}`)
    await byQuery.waitFor(about('message', requestId))
    byQuery.close()

    // An id older than the replay window: pruned, so the page is told to read everything again.
    const [old] = await t.database.db
      .insert(liveEvent)
      .values({
        kind: 'notification',
        userId: customer.userId,
        createdAt: new Date(Date.now() - 20 * 60_000),
      })
      .returning({ id: liveEvent.id })
    expect(await t.app.liveEvents.prune()).toBeGreaterThanOrEqual(1)
    const late = await EventStream.open(base, customer.cookie, { 'last-event-id': String(old!.id) })
    await late.waitFor((f) => f.event === 'resync')
    await late.ready()
    late.close()
  })

  it('refuses a stream beyond the cap per account with a clear 429, and takes one again once a stream closes', async () => {
    const customer = await signedInAs(t, 'individual')
    const open = [
      await EventStream.open(base, customer.cookie),
      await EventStream.open(base, customer.cookie),
      await EventStream.open(base, customer.cookie),
    ]
    for (const stream of open) await stream.ready()
    const refused = await EventStream.open(base, customer.cookie)
    expect(refused.status).toBe(429)
    expect(refused.response.headers.get('retry-after')).toBe('60')
    expect(((await refused.response.json()) as { error: { code: string } }).error.code).toBe(
      'too_many_streams',
    )
    open[0]!.close()
    const again = await pollUntil(async () => {
      const next = await EventStream.open(base, customer.cookie)
      if (next.status === 200) return next
      await next.response.body?.cancel()
      return null
    })
    await again.ready()
    again.close()
    for (const stream of open) stream.close()
  })

  it('writes a comment line at every heartbeat while nothing happens', async () => {
    const customer = await signedInAs(t, 'individual')
    const stream = await EventStream.open(base, customer.cookie)
    const ready = await stream.ready()
    await stream.waitFor((f) => f.comment === true, 2_500, stream.frames.indexOf(ready))
    stream.close()
  })

  it('ends every stream when the server shuts down, and sends new ones elsewhere at once', async () => {
    const customer = await signedInAs(t, 'individual')
    const stream = await EventStream.open(base, customer.cookie)
    await stream.ready()
    t.app.liveEvents.closeAll()
    await pollUntil(async () => stream.ended || null)
    expect(t.app.liveEvents.size).toBe(0)
    const late = await EventStream.open(base, customer.cookie)
    expect(late.status).toBe(200)
    await pollUntil(async () => late.ended || null)
    expect(late.frames).toEqual([{}])
  })
})

async function pollUntil<T>(probe: () => Promise<T | null>, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
