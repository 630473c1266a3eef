import type { Database } from '@server/db/client'
import { auditLog, creditNote, invoice, provider, user } from '@server/db/schema/index'
import { SYSTEM_ACTOR } from '@server/modules/audit/audit-log'
import { createMailer } from '@server/modules/mail/mailer'
import { mailbox, ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { providerWithListing } from '@server/test/provider-listing'
import { luxembourgToday } from '@shared/format/date-time'
import { and, asc, eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { renderCreditNotePdf } from './credit-note-pdf'
import { type CreditNoteDeps, issueCreditNoteIn, proRataAmounts, proRataDays } from './credit-notes'
import { formatDayPlain } from './day-text'
import { renderInvoicePdf } from './invoice-pdf'
import { runInvoiceReminders } from './invoice-reminders'
import { issueInvoice } from './invoices'
import { addDays, monthStart } from './periods'
import { startSubscription } from './subscriptions'

const PUBLIC_URL = 'http://localhost:3000'
const mailerFor = (tx: Database) =>
  createMailer(tx, {
    deliver: false,
    links: { publicUrl: PUBLIC_URL, secret: 'test-secret-test-secret-test-secret-0123' },
  })
const deps: CreditNoteDeps = { mailerFor, publicUrl: PUBLIC_URL }

let t: TestApp
let admin: Awaited<ReturnType<typeof signedInAs>>
beforeAll(async () => {
  t = await buildTestApp({ JOBS_ENABLED: 'false' })
  admin = await signedInAs(t, 'admin')
})
afterAll(() => t.close())

/** A business owning a listing with a pro plan (89,00 € HT, 104,13 € TTC), one invoice issued for `period`, written in `language`. */
async function invoicedBusiness(period: string, issuedOn: string, language: 'en' | 'fr' | 'de' = 'en') {
  const me = await providerWithListing(t)
  await t.database.db.update(user).set({ language }).where(eq(user.id, me.userId))
  await startSubscription(t.database.db, me.providerId, 'pro', new Date(`${addDays(period, -40)}T10:00:00Z`))
  const row = await issueInvoice(t.database.db, me.providerId, period, issuedOn)
  if (!row) throw new Error('not issued')
  return { ...me, invoice: row }
}

const asAdmin = (url: string, payload?: object) =>
  t.app.inject({
    method: payload ? 'POST' : 'GET',
    url,
    payload,
    headers: { cookie: admin.cookie, origin: ORIGIN },
  })

describe('pro rata', () => {
  it('credits the days after the cancellation, of the period’s days, rounded to the cent', () => {
    expect(proRataDays('2026-11-01', '2026-11-30', '2026-11-10')).toEqual({
      daysCredited: 20,
      daysInPeriod: 30,
    })
    expect(proRataDays('2028-02-01', '2028-02-29', '2028-02-15')).toEqual({
      daysCredited: 14,
      daysInPeriod: 29,
    })
    // Before the period began, all of it; on its last day, none.
    expect(proRataDays('2026-12-01', '2026-12-31', '2026-11-20')).toEqual({
      daysCredited: 31,
      daysInPeriod: 31,
    })
    expect(proRataDays('2026-12-01', '2026-12-31', '2026-12-31')).toEqual({
      daysCredited: 0,
      daysInPeriod: 31,
    })
    // 89,00 € × 20/30 = 59,333… → 59,33 € HT; VAT 17 % of it 10,0861 → 10,09 €.
    expect(
      proRataAmounts({ netCents: 8900, vatRateBasisPoints: 1700 }, { daysCredited: 20, daysInPeriod: 30 }),
    ).toEqual({ netCents: 5933, vatCents: 1009, grossCents: 6942 })
    expect(
      proRataAmounts({ netCents: 8900, vatRateBasisPoints: 1700 }, { daysCredited: 31, daysInPeriod: 31 }),
    ).toEqual({ netCents: 8900, vatCents: 1513, grossCents: 10413 })
  })
})

describe('credit notes', () => {
  it('are numbered without gaps in their own series under concurrency, and never credit more than the invoice', async () => {
    const invoices = []
    for (let i = 0; i < 6; i++) invoices.push((await invoicedBusiness('2026-03-01', '2026-03-01')).invoice)
    // Three halves of each invoice asked for at once: two fit, the third is refused and takes no number.
    const half = Math.floor(10413 / 2)
    const results = await Promise.allSettled(
      invoices.flatMap((row) =>
        [0, 1, 2].map(() =>
          t.database.db.transaction((tx) =>
            issueCreditNoteIn(
              tx,
              row.id,
              { kind: 'refund', reason: 'Duplicate billing', grossCents: half },
              SYSTEM_ACTOR,
              deps,
              '2041-02-03',
            ),
          ),
        ),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(12)
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code?: string }).code).toBe('credit_exceeds_invoice')
    const notes = await t.database.db
      .select()
      .from(creditNote)
      .where(eq(creditNote.year, 2041))
      .orderBy(asc(creditNote.sequence))
    expect(notes.map((n) => n.sequence)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(notes[0]?.number).toBe('LP-CN-2041-000001')
    for (const row of invoices) {
      const mine = notes.filter((n) => n.invoiceId === row.id)
      expect(mine).toHaveLength(2)
      const [after] = await t.database.db.select().from(invoice).where(eq(invoice.id, row.id))
      expect(after?.creditedCents).toBe(half * 2)
      // One cent is left: the last credit takes it exactly, with the net and VAT that remain.
      const { note } = await t.database.db.transaction((tx) =>
        issueCreditNoteIn(tx, row.id, { kind: 'refund', reason: 'Rest' }, SYSTEM_ACTOR, deps, '2041-02-04'),
      )
      expect(note.grossCents).toBe(1)
      const all = [...mine, note]
      expect(all.reduce((sum, n) => sum + n.netCents, 0)).toBe(row.netCents)
      expect(all.reduce((sum, n) => sum + n.vatCents, 0)).toBe(row.vatCents)
      const [settled] = await t.database.db.select().from(invoice).where(eq(invoice.id, row.id))
      expect(settled).toMatchObject({ creditedCents: row.grossCents, status: 'credited' })
      await expect(
        t.database.db.transaction((tx) =>
          issueCreditNoteIn(
            tx,
            row.id,
            { kind: 'refund', reason: 'Again' },
            SYSTEM_ACTOR,
            deps,
            '2041-02-05',
          ),
        ),
      ).rejects.toMatchObject({ code: 'invoice_fully_credited' })
    }
  })

  it('lets only an admin refund an invoice, with a reason, audited, emailed in the business’s language, shown and downloadable by its business only', async () => {
    const me = await invoicedBusiness('2026-05-01', '2026-05-01', 'fr')
    const other = await providerWithListing(t)
    await startSubscription(t.database.db, other.providerId, 'basic', new Date('2026-04-10T10:00:00Z'))
    const url = `/api/admin/invoices/${me.invoice.id}/credit-notes`

    const byBusiness = await t.app.inject({
      method: 'POST',
      url,
      payload: { amountCents: 1000, reason: 'Goodwill' },
      headers: { cookie: me.cookie, origin: ORIGIN },
    })
    expect(byBusiness.statusCode).toBe(403)
    expect((await asAdmin(url, { amountCents: 1000 })).statusCode).toBe(400)
    expect((await asAdmin(url, { amountCents: 10414, reason: 'Too much' })).statusCode).toBe(422)

    const refunded = await asAdmin(url, { amountCents: 2000, reason: 'Listing offline for a week' })
    expect(refunded.statusCode, refunded.body).toBe(200)
    const note = refunded.json()
    expect(note).toMatchObject({
      number: expect.stringMatching(/^LP-CN-\d{4}-\d{6}$/),
      invoiceNumber: me.invoice.number,
      invoiceIssuedOn: '2026-05-01',
      kind: 'refund',
      reason: 'Listing offline for a week',
      // 20,00 € TTC at 17 %: 17,09 € HT and 2,91 € VAT.
      netCents: 1709,
      vatCents: 291,
      grossCents: 2000,
      vatRateBasisPoints: 1700,
    })

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'invoice.credit'), eq(auditLog.targetId, String(me.invoice.id))))
    expect(audit).toMatchObject({ actorUserId: admin.userId })
    expect(audit?.details).toMatchObject({ creditNote: note.number, grossCents: 2000 })

    const mail = (await mailbox(t.app, me.email)).find((m) => m.template === 'credit-note-issued')
    expect(mail?.language).toBe('fr')
    expect(mail?.subject).toBe(`Votre avoir LuxPro ${note.number}`)
    expect(mail?.text).toContain(
      `20,00 € TTC crédités sur la facture ${me.invoice.number} du ${formatDayPlain('2026-05-01', 'fr')}.`,
    )

    // What is due is the rest; the business sees the credit note and downloads it, nobody else does.
    const overview = (
      await t.app.inject({ url: '/api/provider/billing', headers: { cookie: me.cookie } })
    ).json()
    expect(overview.creditNotes.map((n: { id: number }) => n.id)).toEqual([note.id])
    expect(overview.invoices.find((i: { id: number }) => i.id === me.invoice.id)).toMatchObject({
      creditedCents: 2000,
      status: 'issued',
      payment: { amountCents: 8413 },
    })
    const otherOverview = (
      await t.app.inject({ url: '/api/provider/billing', headers: { cookie: other.cookie } })
    ).json()
    expect(otherOverview.creditNotes).toEqual([])
    const pdfUrl = `/api/provider/billing/credit-notes/${note.id}/pdf`
    const pdf = await t.app.inject({ url: pdfUrl, headers: { cookie: me.cookie } })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect((await t.app.inject({ url: pdfUrl, headers: { cookie: other.cookie } })).statusCode).toBe(404)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    })
    expect(text).toContain('Avoir')
    expect(text).toContain(note.number)
    expect(text).toContain(`${me.invoice.number} du ${formatDayPlain('2026-05-01', 'fr')}`)
    expect(text).toContain('Listing offline for a week')
    expect(text).toContain('-20,00 €')
    expect(text).toContain(me.invoice.buyer.name)
    expect((await asAdmin(`/api/admin/credit-notes/${note.id}/pdf`)).statusCode).toBe(200)

    const listed = (await asAdmin('/api/admin/invoices?status=all')).json()
    expect(listed.items.find((i: { id: number }) => i.id === me.invoice.id)).toMatchObject({
      creditedCents: 2000,
      creditNotes: [{ id: note.id, number: note.number, grossCents: 2000 }],
    })
  })

  it('makes a fully credited unpaid invoice no longer due: no reminder, not overdue', async () => {
    const me = await invoicedBusiness('2025-01-01', '2025-01-01')
    const credited = await asAdmin(`/api/admin/invoices/${me.invoice.id}/credit-notes`, {
      reason: 'Billed by mistake',
    })
    expect(credited.statusCode, credited.body).toBe(200)
    expect(credited.json().grossCents).toBe(10413)
    const sent = await runInvoiceReminders(
      { db: t.database.db, mailerFor, publicUrl: PUBLIC_URL, log: { error: () => {} } },
      addDays(me.invoice.dueOn, 40),
    )
    const reminders = (await mailbox(t.app, me.email)).filter((m) => m.template.endsWith('reminder'))
    expect(reminders).toEqual([])
    expect(sent).toBe(0)
    const overview = (
      await t.app.inject({ url: '/api/provider/billing', headers: { cookie: me.cookie } })
    ).json()
    expect(overview.flagged).toBe(false)
    expect(overview.invoices[0]).toMatchObject({ status: 'credited', overdue: false })
    // Its PDF asks for no transfer.
    const [row] = await t.database.db.select().from(invoice).where(eq(invoice.id, me.invoice.id))
    const pdf = await getDocumentProxy(await renderInvoicePdf(row!, 'en'))
    const text = (await extractText(pdf, { mergePages: true })).text
    expect(text).toContain('Credited in full by credit note: nothing to pay.')
    expect(text).not.toContain('Amount to pay')
  })

  it('credits a deleted listing’s paid invoice of the period pro rata, in the deletion', async () => {
    const today = luxembourgToday()
    const me = await invoicedBusiness(monthStart(today), today, 'de')
    // A period that still has ten days after today, whatever day the suite runs on.
    const periodEnd = addDays(today, 10)
    await t.database.db.update(invoice).set({ periodEnd }).where(eq(invoice.id, me.invoice.id))
    expect((await asAdmin(`/api/admin/invoices/${me.invoice.id}/mark-paid`, {})).statusCode).toBe(200)
    const [listing] = await t.database.db.select().from(provider).where(eq(provider.id, me.providerId))
    const deleted = await asAdmin(`/api/admin/providers/${me.providerId}/delete`, { confirm: listing?.name })
    expect(deleted.statusCode, deleted.body).toBe(200)
    const [note] = await t.database.db
      .select()
      .from(creditNote)
      .where(eq(creditNote.invoiceId, me.invoice.id))
    const days = proRataDays(me.invoice.periodStart, periodEnd, today)
    expect(days.daysCredited).toBe(10)
    expect(note).toMatchObject({
      kind: 'listing_cancelled',
      reason: null,
      ...days,
      ...proRataAmounts(me.invoice, days),
      invoiceNumber: me.invoice.number,
      buyer: me.invoice.buyer,
      issuedByUserId: admin.userId,
    })
    const mail = (await mailbox(t.app, me.email)).find((m) => m.template === 'credit-note-issued')
    expect(mail?.language).toBe('de')
    const [after] = await t.database.db.select().from(invoice).where(eq(invoice.id, me.invoice.id))
    expect(after).toMatchObject({ status: 'paid', creditedCents: note?.grossCents, providerId: null })
    if (!note) throw new Error('no credit note')
    const { text } = await extractText(await getDocumentProxy(await renderCreditNotePdf(note, 'de')), {
      mergePages: true,
    })
    expect(text).toContain('Gutschrift')
    expect(text).toContain(me.invoice.number)
    expect(text).toContain('10 von')
  })
})
