import { outboxEmail, user } from '@server/db/schema/index'
import { linkIn, mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { dateTimeFormat } from '@shared/format/date-time'
import type { CreatedQuoteRequests } from '@shared/quotes/quote-request-schemas'
import { and, desc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** Item by item through the outbox: the receipt after sending, the footer of every email, one-click unsubscribe. */

let t: TestApp
let painters: Array<{ id: number; email: string; name: string }>
beforeAll(async () => {
  t = await buildTestApp()
  const rows = await t.database.db.execute<{ id: number; email: string; name: string }>(
    sql`select id, email, name from provider where status = 'active' and email is not null and 'painting' = any(categories) order by id limit 2`,
  )
  painters = rows.rows
})
afterAll(() => t.close())

const PROJECT = {
  name: 'Repaint the bedroom',
  category: 'painting',
  description: 'Walls and ceiling of a 14 m² bedroom, in light grey; the furniture can be moved.',
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

async function lastOutbox(to: string, template: string) {
  const [row] = await t.database.db
    .select()
    .from(outboxEmail)
    .where(and(eq(outboxEmail.to, to), eq(outboxEmail.template, template)))
    .orderBy(desc(outboxEmail.id))
    .limit(1)
  return row
}

describe('nothing important happens silently', () => {
  it('emails the customer, in their language, what was sent to whom, what happens next and by when', async () => {
    const customer = await signedInAs(t, 'individual')
    await t.database.db.update(user).set({ language: 'fr' }).where(eq(user.id, customer.userId))
    const [a, b] = painters
    if (!a || !b) throw new Error('need 2 painters in the demo data')
    const sent = await call('POST', '/api/quote-requests', customer.cookie, {
      providerIds: [a.id, b.id],
      project: PROJECT,
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const created = sent.json() as CreatedQuoteRequests
    const mail = (await mailbox(t.app, customer.email)).find((m) => m.template === 'quote-requests-sent')
    expect(mail?.language).toBe('fr')
    expect(mail?.subject).toBe('Votre demande a été envoyée : Peinture & décoration à Strassen')
    expect(mail?.text).toContain(`${a.name} et ${b.name}`)
    expect(mail?.text).toContain(PROJECT.description)
    expect(mail?.text).toContain('Quand : Sous un mois')
    expect(mail?.text).toContain('sous 24 heures')
    // By when: the sending plus 24 hours, as a date and time in Luxembourg.
    const due = new Date(new Date(created.project.createdAt).getTime() + 24 * 3_600_000)
    // The app's one formatter: the first of a month reads "1er décembre" in French.
    const day = dateTimeFormat('fr', { day: 'numeric', month: 'long', timeZone: 'Europe/Luxembourg' })
    expect(mail?.text).toContain(day.format(due))
    expect(linkIn(mail?.text ?? '').pathname).toBe('/my-requests')
    // A transactional email: the preferences link, and no unsubscribe.
    expect(mail?.text).toContain(
      'Préférences e-mail\u00a0: http://localhost:3000/settings?lang=fr#email-preferences',
    )
    const row = await lastOutbox(customer.email, 'quote-requests-sent')
    expect(row?.headers).toBeNull()
    expect(row?.html).toContain('email-preferences')
  })

  it('puts the email preferences in every email, and one-click unsubscribe on optional ones, working without signing in', async () => {
    const customer = await signedInAs(t, 'individual')
    const [a] = painters
    if (!a) throw new Error('need a painter')
    const created = (
      await call('POST', '/api/quote-requests', customer.cookie, { providerIds: [a.id], project: PROJECT })
    ).json() as CreatedQuoteRequests
    const requestId = created.requests[0]?.id as number
    const lead = (await mailbox(t.app, a.email)).find((m) => m.text.includes(`/quote-requests/${requestId}?`))
    const token = linkIn(lead?.text ?? '').searchParams.get('token') ?? ''
    expect(lead?.text).toMatch(/(Email preferences|Préférences e-mail\u00a0|E-Mail-Einstellungen): http/)
    const write = (body: string) =>
      call('POST', `/api/quote-requests/${requestId}/messages?token=${token}`, undefined, { body })
    const messageMails = async () =>
      (await mailbox(t.app, customer.email)).filter((m) => m.template === 'quote-message').length

    expect((await write('Is the ceiling white too?')).statusCode).toBe(201)
    expect(await messageMails()).toBe(1)
    const row = await lastOutbox(customer.email, 'quote-message')
    const header = row?.headers?.['List-Unsubscribe'] ?? ''
    expect(row?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    const unsubscribe = new URL(header.replace(/^<|>$/g, ''))
    expect(unsubscribe.pathname).toBe('/unsubscribe')
    expect(row?.text).toContain(`Stop emails about quotes and messages: ${unsubscribe.href}`)

    // GET shows a page with a button and changes nothing.
    const page = await call('GET', `${unsubscribe.pathname}${unsubscribe.search}`)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<button type="submit">Unsubscribe</button>')
    expect(page.body).toContain(customer.email)
    const preferences = async () => (await call('GET', '/api/email-preferences', customer.cookie)).json()
    expect((await preferences()).quotes).toEqual({ inApp: true, email: 'each' })

    // A forged or altered token does nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${unsubscribe.searchParams.get('token')}x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(forged.statusCode).toBe(400)

    // The mail client's one-click POST (RFC 8058): no session, no origin, a form body.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode, oneClick.body).toBe(200)
    // The family's emails are off; its notices in the app stay.
    expect((await preferences()).quotes).toEqual({ inApp: true, email: 'off' })
    expect((await write('Shall I bring samples?')).statusCode).toBe(201)
    expect(await messageMails()).toBe(1)

    // Turned back on in settings, the emails come again.
    const on = await call('PUT', '/api/email-preferences', customer.cookie, {
      ...(await preferences()),
      quotes: { inApp: true, email: 'each' },
    })
    expect(on.json().quotes).toEqual({ inApp: true, email: 'each' })
    expect((await write('Monday at 9?')).statusCode).toBe(201)
    expect(await messageMails()).toBe(2)
  })
})
