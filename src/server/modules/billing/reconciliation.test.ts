import { readFileSync } from 'node:fs'
import { auditLog, bankStatementEntry, invoice, invoicePayment, provider } from '@server/db/schema/index'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCamt } from './camt'
import { type InvoiceRow, issueInvoice } from './invoices'
import { comparableName } from './reconciliation'
import { startSubscription } from './subscriptions'

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8')

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('camt parsing', () => {
  it('reads each booked credit of a statement, one per transaction of a batch, debits left out', () => {
    const parsed = parseCamt(fixture('camt053-batch.xml'))
    expect(parsed).toMatchObject({
      kind: 'camt.053',
      messageId: 'BCEE20340315-000417',
      iban: 'LU280019400644750000',
    })
    expect(parsed.credits.map((c) => [c.amountCents, c.reference, c.payerName])).toEqual([
      [10413, 'RF302034000001', 'Boulangerie Schmit-Wagner'],
      [5000, 'RF032034000002', 'Dupont & Fils S.A.'],
      [10413, null, 'ÉLECTRICITÉ MÜLLER-KŒNIG SARL'],
      [2000, 'RF7599999999', 'Jürgen Øster Łukasz'],
      [12000, 'RF732034000003', 'Peinture Da Silva Lda'],
    ])
    expect(new Set(parsed.credits.map((c) => c.key)).size).toBe(5)
    expect(parsed.credits[2]?.remittance).toBe('Facture LuxPro mars, merci')
    expect(parsed.credits[2]?.remittance).toBe('Facture LuxPro mars, merci')
    expect(parseCamt(fixture('camt054-credit.xml')).credits).toEqual([
      expect.objectContaining({ amountCents: 10413, reference: 'RF192034000005', bookedOn: '2034-03-16' }),
    ])
    expect(comparableName('ÉLECTRICITÉ MÜLLER-KŒNIG SARL')).toBe(
      comparableName('Électricité Müller-Kœnig S.à r.l.'),
    )
  })
})

describe('statement import', () => {
  it('records exact credits as payments, sends partial, over and unknown ones to review, and never twice', async () => {
    // Five invoices of 2034, numbered 1 to 5: their references are the fixtures'.
    const providers = await t.database.db
      .select({ id: provider.id })
      .from(provider)
      .orderBy(asc(provider.id))
      .limit(5)
      .offset(320)
    const rows: InvoiceRow[] = []
    for (const { id } of providers) {
      await startSubscription(t.database.db, id, 'pro', new Date('2033-12-10T10:00:00Z'))
      const row = await issueInvoice(t.database.db, id, '2034-03-01', '2034-03-01')
      if (!row) throw new Error('not issued')
      rows.push(row)
    }
    const [a, b, c, d, e] = rows as [InvoiceRow, InvoiceRow, InvoiceRow, InvoiceRow, InvoiceRow]
    expect(rows.map((r) => r.structuredReference)).toEqual([
      'RF302034000001',
      'RF032034000002',
      'RF732034000003',
      'RF462034000004',
      'RF192034000005',
    ])
    // The third invoice is paid without a reference, by its buyer's name and its amount; then a
    // transfer that names it in its free text pays too much (it is paid already).
    await t.database.db
      .update(invoice)
      .set({ buyer: { ...c.buyer, name: 'Électricité Müller-Kœnig S.à r.l.' } })
      .where(eq(invoice.id, c.id))
    const admin = await signedInAs(t, 'admin')
    const business = await signedInAs(t, 'business')
    const upload = (cookie: string, xml: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/billing/statements',
        payload: { xml },
        headers: { cookie, origin: ORIGIN },
      })

    expect((await upload(business.cookie, fixture('camt053-batch.xml'))).statusCode).toBe(403)
    expect((await upload(admin.cookie, '<Document><Nothing/></Document>')).statusCode).toBe(422)
    expect((await upload(admin.cookie, 'not xml <<<')).statusCode).toBe(422)

    const first = await upload(admin.cookie, fixture('camt053-batch.xml'))
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({ credits: 5, matched: 2, review: 3, alreadyImported: 0 })
    const status = async (ids: number[]) =>
      Object.fromEntries(
        (await t.database.db.select().from(invoice).where(inArray(invoice.id, ids))).map((r) => [
          r.id,
          r.status,
        ]),
      )
    // a: by reference; c: by amount and the payer's name, accents and legal form aside.
    expect(await status([a.id, b.id, c.id, d.id])).toEqual({
      [a.id]: 'paid',
      [b.id]: 'issued',
      [c.id]: 'paid',
      [d.id]: 'issued',
    })
    const payments = await t.database.db
      .select()
      .from(invoicePayment)
      .where(inArray(invoicePayment.invoiceId, [a.id, c.id]))
    expect(payments.map((p) => p.receivedOn)).toEqual(['2034-03-15', '2034-03-15'])

    // The same statement again, and a notification that repeats nothing: nothing is recorded twice.
    const again = await upload(admin.cookie, fixture('camt053-batch.xml'))
    expect(again.json()).toMatchObject({ credits: 5, matched: 0, review: 0, alreadyImported: 5 })
    expect(
      await t.database.db
        .select()
        .from(invoicePayment)
        .where(inArray(invoicePayment.invoiceId, [a.id, c.id])),
    ).toHaveLength(2)
    expect((await upload(admin.cookie, fixture('camt054-credit.xml'))).json()).toMatchObject({ matched: 1 })
    expect(await status([e.id])).toEqual({ [e.id]: 'paid' })

    // The review list: the partial payment of b and the second payment of c each suggest their
    // invoice; the unknown reference waits on its own.
    const review = await t.app.inject({
      url: '/api/admin/billing/statement-entries?status=review',
      headers: { cookie: admin.cookie },
    })
    expect(review.statusCode).toBe(200)
    const items = review.json().items as Array<{
      id: number
      outcome: string
      amountCents: number
      suggestions: Array<{ id: number }>
    }>
    const ours = items.filter((i) => [5000, 2000, 12000].includes(i.amountCents))
    expect(ours.map((i) => [i.amountCents, i.outcome]).sort()).toEqual([
      [12000, 'over'],
      [2000, 'unmatched'],
      [5000, 'partial'],
    ])
    const partial = ours.find((i) => i.outcome === 'partial')
    expect(partial?.suggestions.map((s) => s.id)).toEqual([b.id])
    expect(ours.find((i) => i.outcome === 'over')?.suggestions.map((s) => s.id)).toEqual([c.id])

    // The admin applies the partial payment to b (the rest was the bank's fees): paid, audited.
    const resolve = (id: number, body: object, cookie = admin.cookie) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/billing/statement-entries/${id}/resolve`,
        payload: body,
        headers: { cookie, origin: ORIGIN },
      })
    expect(
      (await resolve(partial?.id ?? 0, { action: 'apply', invoiceId: b.id }, business.cookie)).statusCode,
    ).toBe(403)
    const applied = await resolve(partial?.id ?? 0, { action: 'apply', invoiceId: b.id })
    expect(applied.statusCode, applied.body).toBe(200)
    expect(await status([b.id])).toEqual({ [b.id]: 'paid' })
    expect((await resolve(partial?.id ?? 0, { action: 'dismiss' })).statusCode).toBe(409)
    const unknown = ours.find((i) => i.outcome === 'unmatched')
    expect((await resolve(unknown?.id ?? 0, { action: 'dismiss' })).statusCode).toBe(200)
    expect((await resolve(2_000_000_000, { action: 'dismiss' })).statusCode).toBe(404)
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, 'bank_statement_entry'),
          inArray(auditLog.targetId, [String(partial?.id), String(unknown?.id)]),
        ),
      )
    expect(audited.map((r) => r.action).sort()).toEqual([
      'billing.statement_entry_apply',
      'billing.statement_entry_dismiss',
    ])
    const [kept] = await t.database.db
      .select()
      .from(bankStatementEntry)
      .where(eq(bankStatementEntry.id, partial?.id ?? 0))
    expect(kept).toMatchObject({ outcome: 'resolved', invoiceId: b.id, payerName: 'Dupont & Fils S.A.' })
  })
})
