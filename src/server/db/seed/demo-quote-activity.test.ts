import { DEMO_ACCOUNTS, ensureAccount } from '@server/modules/auth/seed-accounts'
import { signIn } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { CustomerProjects, ProviderInbox } from '@shared/quotes/quote-request-schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { linkDemoAccounts } from './demo-account-links'
import { seedDemoQuoteActivity } from './demo-quote-activity'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
  for (const account of DEMO_ACCOUNTS) await ensureAccount(t.app.auth, t.database.db, account)
  await linkDemoAccounts(t.database.db)
  await seedDemoQuoteActivity(t.database.db)
  await seedDemoQuoteActivity(t.database.db)
})
afterAll(() => t.close())

describe('demo quote activity', () => {
  it('gives the demo customer two quotes to compare, once, and the demo business an overdue request', async () => {
    const anne = await signIn(t.app, 'anne.schmit@example.lu', 'Demo-Customer-2026')
    const mine = (
      await t.app.inject({ url: '/api/quote-requests', headers: { cookie: anne.cookie } })
    ).json() as CustomerProjects
    const repaint = mine.items.filter((i) => i.project.name === 'Repaint living room and hallway')
    expect(repaint).toHaveLength(1)
    const requests = repaint[0]?.requests ?? []
    expect(requests).toHaveLength(3)
    expect(requests.filter((r) => r.quote).map((r) => r.quote?.totalCost)).toEqual([2100, 2330])
    expect(requests[0]?.actions).toEqual(expect.arrayContaining(['accept', 'reject']))

    const marc = await signIn(t.app, 'contact@sanitaire-weber.lu', 'Demo-Business-2026')
    const inbox = (
      await t.app.inject({ url: '/api/provider/quote-requests', headers: { cookie: marc.cookie } })
    ).json() as ProviderInbox
    expect(inbox.items.map((i) => [i.project.name, i.overdue, i.customerName])).toContainEqual([
      'Replace a leaking bathroom tap',
      true,
      'Anne S.',
    ])
    const conversations = (
      await t.app.inject({ url: '/api/conversations', headers: { cookie: marc.cookie } })
    ).json()
    expect(conversations.unread).toBe(1)
    expect(conversations.items[0]).toMatchObject({
      project: { name: 'Replace a leaking bathroom tap' },
      as: 'provider',
    })
  })
})
