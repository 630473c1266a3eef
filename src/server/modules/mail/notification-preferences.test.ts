import type { Database } from '@server/db/client'
import { digestItem, outboxEmail, provider, user } from '@server/db/schema/index'
import { unsubscribeToken } from '@server/modules/notifications/notification-preferences'
import { linkIn, mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import {
  DEFAULT_PREFERENCES,
  NOTIFICATION_CATALOG,
  type NotificationPreferences,
} from '@shared/mail/notification-preferences'
import { type CreatedQuoteRequests, NOTIFICATION_KINDS } from '@shared/quotes/quote-request-schemas'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMailer } from './mailer'
import { runNotificationDigest } from './notification-digest'
import { emailTemplateNames } from './templates'

/** The choices per family, read where notices and emails are sent, the daily digest and the unsubscribe link. */

let t: TestApp
let painter: { id: number; email: string; name: string }
let otherPainter: { id: number; email: string; name: string }
beforeAll(async () => {
  // The digest is run here by hand at a chosen hour, never by the app's own timer.
  t = await buildTestApp({ JOBS_ENABLED: 'false' })
  const rows = await t.database.db.execute<{ id: number; email: string; name: string }>(
    sql`select id, email, name from provider where status = 'active' and email is not null and 'painting' = any(categories) order by id limit 2`,
  )
  const [first, second] = rows.rows
  if (!first || !second) throw new Error('need 2 painters in the demo data')
  painter = first
  otherPainter = second
})
afterAll(() => t.close())

const PROJECT = {
  name: 'Paint the hallway',
  category: 'painting',
  description: 'A hallway of 12 m², walls only, in white; the floor will be covered.',
  location: 'L-8010',
  timeline: 'within_month',
}

function call(method: 'GET' | 'POST' | 'PUT', url: string, cookie?: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  })
}

/** A customer who sent the painter a project; `write` posts a message from the painter (as from the lead email). */
async function customerWithRequest(preferences?: Partial<NotificationPreferences>) {
  const customer = await signedInAs(t, 'individual')
  if (preferences) {
    const stored = await call('PUT', '/api/email-preferences', customer.cookie, {
      ...DEFAULT_PREFERENCES,
      ...preferences,
    })
    expect(stored.statusCode, stored.body).toBe(200)
  }
  const sent = await call('POST', '/api/quote-requests', customer.cookie, {
    providerIds: [painter.id],
    project: PROJECT,
  })
  expect(sent.statusCode, sent.body).toBe(201)
  const requestId = (sent.json() as CreatedQuoteRequests).requests[0]?.id as number
  const lead = (await mailbox(t.app, painter.email)).find((m) =>
    m.text.includes(`/quote-requests/${requestId}?`),
  )
  const token = linkIn(lead?.text ?? '').searchParams.get('token') ?? ''
  const write = async (body: string) => {
    const res = await call('POST', `/api/quote-requests/${requestId}/messages?token=${token}`, undefined, {
      body,
    })
    expect(res.statusCode, res.body).toBe(201)
  }
  const notices = async () =>
    ((await call('GET', '/api/notifications', customer.cookie)).json() as { items: Array<{ kind: string }> })
      .items
  const emails = async (template: string) =>
    (await mailbox(t.app, customer.email)).filter((m) => m.template === template)
  return { ...customer, requestId, write, notices, emails }
}

const digest = (at: Date) =>
  runNotificationDigest(
    {
      db: t.database.db,
      mailerFor: (tx: Database) =>
        createMailer(tx, {
          deliver: false,
          links: { publicUrl: t.app.deps.config.PUBLIC_URL, secret: t.app.deps.authSecret },
        }),
      publicUrl: t.app.deps.config.PUBLIC_URL,
      log: { error: () => {} },
    },
    at,
  )

describe('one table of families', () => {
  it('names every email template and every in-app notice once', () => {
    expect(Object.keys(NOTIFICATION_CATALOG).sort()).toEqual([...emailTemplateNames()].sort())
    const notices = Object.values(NOTIFICATION_CATALOG).flatMap((entry) =>
      'notice' in entry ? [entry.notice] : [],
    )
    expect([...notices].sort()).toEqual([...NOTIFICATION_KINDS].sort())
  })
})

describe('preferences at send time', () => {
  it('starts from the defaults and refuses a choice that is not one', async () => {
    const customer = await signedInAs(t, 'individual')
    expect((await call('GET', '/api/email-preferences', customer.cookie)).json()).toEqual(DEFAULT_PREFERENCES)
    const bad = await call('PUT', '/api/email-preferences', customer.cookie, {
      ...DEFAULT_PREFERENCES,
      quotes: { inApp: true, email: 'weekly' },
    })
    expect(bad.statusCode).toBe(400)
    expect((await call('GET', '/api/email-preferences')).statusCode).toBe(401)
  })

  it('with the family’s emails off, writes no email but keeps the notice in the app', async () => {
    const customer = await customerWithRequest({ quotes: { inApp: true, email: 'off' } })
    await customer.write('Could I come on Tuesday to measure?')
    expect(await customer.emails('quote-message')).toHaveLength(0)
    expect((await customer.notices()).map((n) => n.kind)).toContain('message_received')
  })

  it('with the family off in the app, writes no notice but still the email', async () => {
    const customer = await customerWithRequest({ quotes: { inApp: false, email: 'each' } })
    await customer.write('Is the ceiling included?')
    expect(await customer.emails('quote-message')).toHaveLength(1)
    expect((await customer.notices()).map((n) => n.kind)).not.toContain('message_received')
  })

  it('follows the choice of the business that owns a listing, whatever the listing’s address', async () => {
    const business = await signedInAs(t, 'business')
    expect(business.email).not.toBe(otherPainter.email)
    await t.database.db
      .update(provider)
      .set({ ownerUserId: business.userId })
      .where(eq(provider.id, otherPainter.id))
    const off = await call('PUT', '/api/email-preferences', business.cookie, {
      ...DEFAULT_PREFERENCES,
      quotes: { inApp: true, email: 'off' },
    })
    expect(off.statusCode).toBe(200)
    const customer = await signedInAs(t, 'individual')
    const sent = await call('POST', '/api/quote-requests', customer.cookie, {
      providerIds: [otherPainter.id],
      project: PROJECT,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const requestId = (sent.json() as CreatedQuoteRequests).requests[0]?.id as number
    const leads = (await mailbox(t.app, otherPainter.email)).filter((m) =>
      m.text.includes(`/quote-requests/${requestId}?`),
    )
    expect(leads).toHaveLength(0)
    const notices = (await call('GET', '/api/notifications', business.cookie)).json() as {
      items: Array<{ kind: string; quoteRequestId: number | null }>
    }
    expect(notices.items).toContainEqual(
      expect.objectContaining({ kind: 'request_received', quoteRequestId: requestId }),
    )
  })

  it('leaves transactional emails alone: the receipt of a project comes with every family off', async () => {
    const off = { inApp: false, email: 'off' } as const
    const customer = await customerWithRequest({ quotes: off, reminders: off, news: off })
    const [receipt] = await customer.emails('quote-requests-sent')
    expect(receipt?.subject).toContain('Your request was sent')
    const [row] = await t.database.db
      .select({ headers: outboxEmail.headers })
      .from(outboxEmail)
      .where(and(eq(outboxEmail.to, customer.email), eq(outboxEmail.template, 'quote-requests-sent')))
    expect(row?.headers).toBeNull()
  })
})

describe('the daily digest', () => {
  it('gathers what was held back and sends it once, in the reader’s language, even when run twice', async () => {
    const customer = await customerWithRequest({ quotes: { inApp: true, email: 'digest' } })
    await t.database.db.update(user).set({ language: 'fr' }).where(eq(user.id, customer.userId))
    await customer.write('I can start on Monday.')
    await customer.write('Bring the colour samples?')
    expect(await customer.emails('quote-message')).toHaveLength(0)
    const held = await t.database.db
      .select()
      .from(digestItem)
      .where(and(eq(digestItem.email, customer.email), isNull(digestItem.digestId)))
    expect(held).toHaveLength(2)

    // Before the digest hour nothing leaves; at 9:00 in Luxembourg it does, once, however often the job runs.
    expect(await digest(new Date('2026-12-02T05:00:00Z'))).toBe(0)
    const morning = new Date('2026-12-02T08:00:00Z')
    await Promise.all([digest(morning), digest(morning)])
    await digest(morning)
    const digests = await customer.emails('notification-digest')
    expect(digests).toHaveLength(1)
    const [mail] = digests
    expect(mail?.language).toBe('fr')
    expect(mail?.subject).toBe('Votre résumé LuxPro du jour')
    expect(mail?.text).toContain('nouveautés\u00a0: 2')
    for (const item of held) {
      expect(mail?.text).toContain(item.subject)
      expect(mail?.text).toContain(item.url)
    }

    // Nothing held back since: the next day sends nothing.
    expect(
      (await digest(new Date('2026-12-03T08:00:00Z'))) +
        (await customer.emails('notification-digest')).length,
    ).toBe(1)

    // Held back after today's digest: it waits for tomorrow's.
    await customer.write('See you Monday.')
    await digest(morning)
    expect(await customer.emails('notification-digest')).toHaveLength(1)
    await digest(new Date('2026-12-04T08:30:00Z'))
    expect(await customer.emails('notification-digest')).toHaveLength(2)
  })

  it('carries a one-click unsubscribe that turns the digest off', async () => {
    const customer = await customerWithRequest({ quotes: { inApp: true, email: 'digest' } })
    await customer.write('A question about the paint.')
    await digest(new Date('2026-12-05T08:00:00Z'))
    const [row] = await t.database.db
      .select({ headers: outboxEmail.headers })
      .from(outboxEmail)
      .where(and(eq(outboxEmail.to, customer.email), eq(outboxEmail.template, 'notification-digest')))
      .orderBy(desc(outboxEmail.id))
    const url = new URL((row?.headers?.['List-Unsubscribe'] ?? '').replace(/^<|>$/g, ''))
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode, oneClick.body).toBe(200)
    const preferences = (await call('GET', '/api/email-preferences', customer.cookie)).json()
    expect(preferences.quotes).toEqual({ inApp: true, email: 'off' })
  })
})

describe('the unsubscribe link', () => {
  it('works signed out for one family of one address, and cannot be forged', async () => {
    const customer = await signedInAs(t, 'individual')
    const secret = t.app.deps.authSecret
    const token = unsubscribeToken(secret, { email: customer.email, topic: 'reminders', language: 'de' })
    const page = await call('GET', `/unsubscribe?token=${token}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Keine Erinnerungs-E-Mails mehr an')

    // Another address with this token's signature, or a token signed with another secret: refused.
    const [, signature] = token.split('.')
    const otherPayload = Buffer.from(JSON.stringify(['someone@example.lu', 'reminders', 'en'])).toString(
      'base64url',
    )
    const forged = [
      `${otherPayload}.${signature}`,
      unsubscribeToken('not-the-server-secret-not-the-server-secret', {
        email: customer.email,
        topic: 'quotes',
        language: 'en',
      }),
    ]
    for (const bad of forged) {
      const res = await call('POST', `/unsubscribe?token=${encodeURIComponent(bad)}`)
      expect(res.statusCode).toBe(400)
    }
    expect((await call('GET', '/api/email-preferences', customer.cookie)).json()).toEqual(DEFAULT_PREFERENCES)

    const done = await call('POST', `/unsubscribe?token=${token}`)
    expect(done.statusCode).toBe(200)
    expect((await call('GET', '/api/email-preferences', customer.cookie)).json()).toEqual({
      ...DEFAULT_PREFERENCES,
      reminders: { inApp: true, email: 'off' },
    })
  })
})
