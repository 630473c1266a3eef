import { invoice, invoiceCounter, partnerApplication } from '@server/db/schema/index'
import { issueMonthlyInvoices } from '@server/modules/billing/invoices'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { APPLICATION_STATUSES, isOverdueApplication } from '@shared/applications/application-status'
import { isCreditorReference } from '@shared/billing/creditor-reference'
import { asc, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedDemoPartners } from './demo-partners'

let t: TestApp
beforeAll(async () => {
  // No jobs: the monthly invoicing job's round could issue invoices between the last test's truncate
  // and its seeding (it did once in CI: two invoices numbered LP-2026-000001).
  t = await buildTestApp({ JOBS_ENABLED: 'false' })
})
afterAll(() => t.close())

describe('demo partners', () => {
  it('has an application in every state, one of them past its 48 hours', async () => {
    const rows = await t.database.db.select().from(partnerApplication)
    for (const status of APPLICATION_STATUSES)
      expect(
        rows.some((r) => r.status === status),
        status,
      ).toBe(true)
    const overdue = rows.filter((r) =>
      isOverdueApplication({ status: r.status, dueAt: r.reviewDueAt, pausedAt: r.clockPausedAt }),
    )
    expect(overdue.map((r) => r.reference)).toEqual(['LP-L4TE48'])
  })

  it('has invoices numbered without gaps, with the counter at the last number', async () => {
    const rows = await t.database.db.select().from(invoice).orderBy(asc(invoice.sequence))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1))
    for (const row of rows) expect(isCreditorReference(row.structuredReference)).toBe(true)
    const [counter] = await t.database.db.select().from(invoiceCounter)
    expect(counter?.lastNumber).toBe(rows.length)
    expect(rows.some((r) => r.status === 'paid')).toBe(true)
    expect(rows.some((r) => r.status === 'issued')).toBe(true)
  })

  // Last: it empties and seeds again the tables the tests above read.
  it("seeds the invoices of the months the invoicing job counts, in Luxembourg's calendar", async () => {
    const db = t.database.db
    await db.execute(sql`truncate invoice, invoice_counter, subscription, partner_application cascade`)
    // 30 November at 23:30 UTC is already 1 December in Luxembourg: December's invoices are seeded, so
    // the job's first run that night issues (and emails) nothing.
    await seedDemoPartners(db, new Date('2026-11-30T23:30:00Z'))
    const months = await db.selectDistinct({ start: invoice.periodStart }).from(invoice)
    expect(months.map((m) => m.start).sort()).toEqual(['2026-10-01', '2026-11-01', '2026-12-01'])
    expect(await issueMonthlyInvoices(db, '2026-12', '2026-12-01')).toEqual([])
  })
})
