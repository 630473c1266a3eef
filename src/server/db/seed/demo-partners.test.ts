import { invoice, invoiceCounter, partnerApplication } from '@server/db/schema/index'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { APPLICATION_STATUSES, isOverdueApplication } from '@shared/applications/application-status'
import { isCreditorReference } from '@shared/billing/creditor-reference'
import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
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
})
