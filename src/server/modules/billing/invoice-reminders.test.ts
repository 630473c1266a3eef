import { readFileSync } from 'node:fs'
import type { Database } from '@server/db/client'
import { auditLog, invoice, invoiceReminder, provider, user } from '@server/db/schema/index'
import { createMailer } from '@server/modules/mail/mailer'
import { mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { REMINDER_DAYS_AFTER_DUE } from '@shared/billing/reminders'
import type { UiLanguage } from '@shared/i18n/languages'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { runInvoiceReminders } from './invoice-reminders'
import { type InvoiceRow, issueInvoice } from './invoices'
import { recordPayment } from './payment-collection'
import { addDays } from './periods'
import { startSubscription } from './subscriptions'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

let t: TestApp
let admin: Awaited<ReturnType<typeof signedInAs>>
beforeAll(async () => {
  // The reminders are run here with the clock moved, never by the app's own timer with today's date.
  t = await buildTestApp({ JOBS_ENABLED: 'false' })
  admin = await signedInAs(t, 'admin')
})
afterAll(() => t.close())

const reminders = (today: string) =>
  runInvoiceReminders(
    {
      db: t.database.db,
      mailerFor: (tx: Database) =>
        createMailer(tx, {
          deliver: false,
          links: { publicUrl: 'http://localhost:3000', secret: 'test-secret-test-secret-test-secret-0123' },
        }),
      publicUrl: 'http://localhost:3000',
      log: { error: () => {} },
    },
    today,
  )

/**
 * A business account owning listing `providerId` (a pro plan), writing in `language`, with one
 * invoice issued on `issuedOn` (due 14 days later).
 */
async function invoicedBusiness(providerId: number, language: UiLanguage, issuedOn: string) {
  const owner = await signedInAs(t, 'business')
  await t.database.db.update(user).set({ language }).where(eq(user.id, owner.userId))
  await t.database.db.update(provider).set({ ownerUserId: owner.userId }).where(eq(provider.id, providerId))
  await startSubscription(t.database.db, providerId, 'pro', new Date(`${addDays(issuedOn, -60)}T10:00:00Z`))
  const row = await issueInvoice(t.database.db, providerId, `${issuedOn.slice(0, 7)}-01`, issuedOn)
  if (!row) throw new Error('not issued')
  return { ...owner, providerId, invoice: row }
}

let nextListing = 250
async function freeListing() {
  const [row] = await t.database.db
    .select({ id: provider.id })
    .from(provider)
    .where(eq(provider.status, 'active'))
    .orderBy(asc(provider.id))
    .offset(nextListing++)
    .limit(1)
  if (!row) throw new Error('no listing left')
  return row.id
}

const stepsSent = async (invoiceId: number) =>
  (
    await t.database.db
      .select({ step: invoiceReminder.step, sentOn: invoiceReminder.sentOn })
      .from(invoiceReminder)
      .where(eq(invoiceReminder.invoiceId, invoiceId))
      .orderBy(asc(invoiceReminder.step))
  ).map((r) => `${r.step}@${r.sentOn}`)

const remindersIn = async (email: string) =>
  (await mailbox(t.app, email)).filter((m) => m.template.endsWith('reminder'))

const dayAfterDue = (row: InvoiceRow, days: number) => addDays(row.dueOn, days)

/** Whether a statement of this database waits for a row another transaction holds (PostgreSQL only). */
const blockedOnALock = async () => {
  const result = await t.database.db.execute<{ waiting: number }>(
    sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )
  return (result.rows[0]?.waiting ?? 0) > 0
}

describe('the reminder schedule', () => {
  it('emails each step once, on the day it is reached, however many passes run at once', async () => {
    const business = await invoicedBusiness(await freeListing(), 'en', '2024-01-01')
    const row = business.invoice
    expect(row.dueOn).toBe('2024-01-15')
    // Two days late: nothing yet.
    await reminders(dayAfterDue(row, 2))
    expect(await stepsSent(row.id)).toEqual([])
    // Each step, with two passes at once and one more after them (two instances, then a retry).
    for (const [index, days] of REMINDER_DAYS_AFTER_DUE.entries()) {
      const day = dayAfterDue(row, days)
      await Promise.all([reminders(day), reminders(day)])
      await reminders(day)
      await reminders(addDays(day, 1))
      expect(await stepsSent(row.id)).toHaveLength(index + 1)
      expect((await remindersIn(business.email)).length).toBe(index + 1)
    }
    expect(await stepsSent(row.id)).toEqual(['1@2024-01-18', '2@2024-01-29', '3@2024-02-14'])
    // Long after the last step: nothing more.
    await reminders(dayAfterDue(row, 90))
    const mails = await remindersIn(business.email)
    expect(mails.map((m) => m.template).sort()).toEqual([
      'invoice-final-reminder',
      'invoice-reminder',
      'invoice-reminder',
    ])
    const final = mails.find((m) => m.template === 'invoice-final-reminder')
    expect(final?.subject).toBe(`Last reminder: your LuxPro invoice ${row.number} is overdue`)
    // The amount, the due date, the transfer's details and the link to the billing page.
    expect(final?.text).toContain('€104.13 incl. VAT, due on 15 January 2024.')
    expect(final?.text).toContain('IBAN: LU28 0019 4006 4475 0000')
    expect(final?.text).toContain(`Reference: ${row.structuredReference.slice(0, 4)}`)
    expect(final?.text).toContain('http://localhost:3000/dashboard/billing')
    expect(final?.text).toContain('hidden from the directory')
  })

  it('sends only the latest step reached when the run missed days, never the steps it skipped', async () => {
    const business = await invoicedBusiness(await freeListing(), 'en', '2024-03-01')
    await reminders(dayAfterDue(business.invoice, 20))
    await reminders(dayAfterDue(business.invoice, 21))
    expect(await stepsSent(business.invoice.id)).toEqual(['2@2024-04-04'])
    expect(await remindersIn(business.email)).toHaveLength(1)
  })

  it('sends nothing for a paid invoice, from the moment its payment is recorded', async () => {
    const business = await invoicedBusiness(await freeListing(), 'en', '2024-05-01')
    await reminders(dayAfterDue(business.invoice, 3))
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/admin/invoices/${business.invoice.id}/mark-paid`,
      payload: {},
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(paid.statusCode, paid.body).toBe(200)
    for (const days of REMINDER_DAYS_AFTER_DUE) await reminders(dayAfterDue(business.invoice, days))
    expect(await stepsSent(business.invoice.id)).toEqual(['1@2024-05-18'])
    expect(await remindersIn(business.email)).toHaveLength(1)
  })

  it('sends nothing when the payment is being recorded at that very moment (the invoice row is locked until it commits)', async () => {
    const business = await invoicedBusiness(await freeListing(), 'en', '2024-06-01')
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let recorded = () => {}
    const rowLocked = new Promise<void>((resolve) => {
      recorded = resolve
    })
    const paying = t.database.db.transaction(async (tx) => {
      await recordPayment(tx, business.invoice.id, { method: 'bank_transfer', recordedByUserId: null })
      recorded()
      await held
    })
    await rowLocked
    // On PostgreSQL the run reads the invoice as unpaid, then waits for its row; PGlite runs one transaction at a time.
    const reminding = reminders(dayAfterDue(business.invoice, 3))
    if (t.database.driver === 'postgres')
      await vi.waitUntil(blockedOnALock, { timeout: 10_000, interval: 20 })
    release()
    await Promise.all([paying, reminding])
    expect(await stepsSent(business.invoice.id)).toEqual([])
    expect(await remindersIn(business.email)).toEqual([])
  })

  it("writes each reminder in its business's language", async () => {
    const subjects: Record<UiLanguage, string> = {
      en: 'Reminder: your LuxPro invoice NUMBER is overdue',
      fr: 'Rappel : votre facture LuxPro NUMBER est en retard',
      de: 'Zahlungserinnerung: Ihre LuxPro-Rechnung NUMBER ist überfällig',
    }
    const due: Record<UiLanguage, RegExp> = {
      en: /€104\.13 incl\. VAT, due on 15 July 2024\./,
      fr: /104,13 € TTC, à régler avant le 15 juillet 2024\./,
      de: /104,13 € inkl\. MwSt\., fällig am 15\. Juli 2024\./,
    }
    for (const language of ['en', 'fr', 'de'] as const) {
      const business = await invoicedBusiness(await freeListing(), language, '2024-07-01')
      await reminders(dayAfterDue(business.invoice, 3))
      const [mail] = await remindersIn(business.email)
      expect(mail?.language).toBe(language)
      expect(mail?.subject).toBe(subjects[language].replace('NUMBER', business.invoice.number))
      expect(mail?.text).toMatch(due[language])
    }
  })
})

/** The first business the matching proposes for a trade and place: a listing people do see. */
async function matchedListing(category: string, locality: string) {
  const ids = await matchedIds(category, locality)
  if (ids[0] === undefined) throw new Error('nobody matched')
  return ids[0]
}
async function matchedIds(category: string, locality: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/providers/match',
    payload: { category, locality },
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { providers: Array<{ id: number }> }).providers.map((p) => p.id)
}
async function foundInDirectory(providerId: number) {
  const [row] = await t.database.db
    .select({ slug: provider.slug, name: provider.name })
    .from(provider)
    .where(eq(provider.id, providerId))
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/public/providers/search?q=${encodeURIComponent(row?.name ?? '')}`,
  })
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { items: Array<{ slug: string }> }).items.some((item) => item.slug === row?.slug)
}
const statusOf = async (providerId: number) =>
  (
    await t.database.db.select({ status: provider.status }).from(provider).where(eq(provider.id, providerId))
  )[0]?.status
const auditOf = (action: string, providerId: number) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(providerId))))

describe('hiding a listing until its invoice is paid', () => {
  const post = (cookie: string, url: string) =>
    t.app.inject({ method: 'POST', url, payload: {}, headers: { cookie, origin: ORIGIN } })

  it('is an admin decision after the last reminder, audited, that leaves the account open; restoring lists it again', async () => {
    const providerId = await matchedListing('electrical', 'Mersch')
    const business = await invoicedBusiness(providerId, 'en', '2025-01-01')
    const id = business.invoice.id
    const hide = `/api/admin/invoices/${id}/hide-listing`
    const restore = `/api/admin/invoices/${id}/restore-listing`
    expect(await foundInDirectory(providerId)).toBe(true)

    // Before the last reminder: refused.
    await reminders(dayAfterDue(business.invoice, 14))
    expect((await post(admin.cookie, hide)).statusCode).toBe(409)
    await reminders(dayAfterDue(business.invoice, 30))

    // Nobody but an admin.
    const customer = await signedInAs(t, 'customer')
    expect((await post(business.cookie, hide)).statusCode).toBe(403)
    expect((await post(customer.cookie, hide)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: hide, headers: { origin: ORIGIN } })).statusCode).toBe(
      401,
    )
    expect(await statusOf(providerId)).toBe('active')

    const hidden = await post(admin.cookie, hide)
    expect(hidden.statusCode, hidden.body).toBe(200)
    expect(hidden.json()).toEqual({ providerId, hidden: true })
    expect(await statusOf(providerId)).toBe('inactive')
    expect(await auditOf('provider.hide_until_paid', providerId)).toEqual([
      expect.objectContaining({
        actorUserId: admin.userId,
        before: { status: 'active' },
        after: { status: 'inactive' },
        details: { invoiceId: id, number: business.invoice.number },
      }),
    ])
    // Gone from the directory's search and from matching.
    expect(await foundInDirectory(providerId)).toBe(false)
    expect(await matchedIds('electrical', 'Mersch')).not.toContain(providerId)
    expect((await post(admin.cookie, hide)).statusCode).toBe(409)

    // The business still signs in, sees why and can pay.
    const billing = await t.app.inject({
      url: '/api/provider/billing',
      headers: { cookie: business.cookie },
    })
    expect(billing.statusCode).toBe(200)
    expect(billing.json().hiddenUntilPaid).toEqual({ invoiceId: id, number: business.invoice.number })
    const mine = billing.json().invoices.find((i: { id: number }) => i.id === id)
    expect(mine).toMatchObject({ overdue: true, payment: { method: 'bank_transfer' } })
    expect(mine.daysOverdue).toBeGreaterThan(0)

    // The admins' list shows the reminders sent and the hold.
    const list = await t.app.inject({
      url: '/api/admin/invoices?status=overdue',
      headers: { cookie: admin.cookie },
    })
    const listed = (list.json().items as Array<{ id: number }>).find((i) => i.id === id)
    expect(listed).toMatchObject({
      reminders: [
        { step: 2, sentOn: '2025-01-29' },
        { step: 3, sentOn: '2025-02-14' },
      ],
      listingHidden: true,
    })

    // Restoring: admins only, audited, listed and matched again; twice is refused.
    expect((await post(business.cookie, restore)).statusCode).toBe(403)
    const restored = await post(admin.cookie, restore)
    expect(restored.statusCode, restored.body).toBe(200)
    expect(restored.json()).toEqual({ providerId, hidden: false })
    expect(await statusOf(providerId)).toBe('active')
    expect(await auditOf('provider.restore_visibility', providerId)).toHaveLength(1)
    expect(await foundInDirectory(providerId)).toBe(true)
    expect(await matchedIds('electrical', 'Mersch')).toContain(providerId)
    expect((await post(admin.cookie, restore)).statusCode).toBe(409)
  })

  it('lists the business again by itself when the invoice is paid, recorded by an admin', async () => {
    const providerId = await matchedListing('plumbing', 'Ettelbruck')
    const business = await invoicedBusiness(providerId, 'fr', '2025-04-01')
    await reminders(dayAfterDue(business.invoice, 30))
    expect(
      (await post(admin.cookie, `/api/admin/invoices/${business.invoice.id}/hide-listing`)).statusCode,
    ).toBe(200)
    expect(await foundInDirectory(providerId)).toBe(false)
    const paid = await post(admin.cookie, `/api/admin/invoices/${business.invoice.id}/mark-paid`)
    expect(paid.statusCode, paid.body).toBe(200)
    expect(await statusOf(providerId)).toBe('active')
    expect(await auditOf('provider.restore_on_payment', providerId)).toEqual([
      expect.objectContaining({ actorUserId: null, details: { invoiceId: business.invoice.id } }),
    ])
    expect(await foundInDirectory(providerId)).toBe(true)
    expect(await matchedIds('plumbing', 'Ettelbruck')).toContain(providerId)
    const billing = await t.app.inject({ url: '/api/provider/billing', headers: { cookie: business.cookie } })
    expect(billing.json().hiddenUntilPaid).toBeNull()
  })

  it("ends the hold when an admin sets the listing's status on the providers page: a payment then changes nothing", async () => {
    const business = await invoicedBusiness(await freeListing(), 'en', '2025-06-01')
    await reminders(dayAfterDue(business.invoice, 30))
    expect(
      (await post(admin.cookie, `/api/admin/invoices/${business.invoice.id}/hide-listing`)).statusCode,
    ).toBe(200)
    const deactivated = await t.app.inject({
      method: 'POST',
      url: `/api/admin/providers/${business.providerId}/status`,
      payload: { status: 'inactive' },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(deactivated.statusCode, deactivated.body).toBe(200)
    expect(
      (await post(admin.cookie, `/api/admin/invoices/${business.invoice.id}/restore-listing`)).statusCode,
    ).toBe(409)
    expect(
      (await post(admin.cookie, `/api/admin/invoices/${business.invoice.id}/mark-paid`)).statusCode,
    ).toBe(200)
    expect(await statusOf(business.providerId)).toBe('inactive')
  })

  it('lists the business again when a bank statement pays the invoice', async () => {
    // The fixture's credit pays the fifth invoice of 2034 (RF192034000005).
    const rows: InvoiceRow[] = []
    for (let i = 0; i < 5; i++)
      rows.push((await invoicedBusiness(await freeListing(), 'de', '2034-03-01')).invoice)
    const held = rows[4] as InvoiceRow
    expect(held.structuredReference).toBe('RF192034000005')
    await reminders(dayAfterDue(held, 30))
    expect((await post(admin.cookie, `/api/admin/invoices/${held.id}/hide-listing`)).statusCode).toBe(200)
    expect(await statusOf(held.providerId ?? 0)).toBe('inactive')
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/admin/billing/statements',
      payload: { xml: fixture('camt054-credit.xml') },
      headers: { cookie: admin.cookie, origin: ORIGIN },
    })
    expect(imported.statusCode, imported.body).toBe(200)
    expect(imported.json()).toMatchObject({ matched: 1, listingsRestored: 1 })
    expect(await statusOf(held.providerId ?? 0)).toBe('active')
    const [row] = await t.database.db.select().from(invoice).where(eq(invoice.id, held.id))
    expect(row?.status).toBe('paid')
    expect(await foundInDirectory(held.providerId ?? 0)).toBe(true)
  })
})
