import { unmatchedRequest } from '@server/db/schema/index'
import { signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { toProviders } from '@server/test/chat'
import type { UnmatchedRequests } from '@shared/admin/unmatched-request-schemas'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
let admin: string
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
  admin = (await signedInAs(t, 'admin')).cookie
})
afterAll(() => t.close())

const list = async (query = '', cookie = admin) =>
  t.app.inject({ url: `/api/admin/unmatched-requests${query}`, headers: { cookie } })

describe('GET /api/admin/unmatched-requests', () => {
  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/admin/unmatched-requests' })).statusCode).toBe(401)
    for (const type of ['individual', 'business'] as const)
      expect((await list('', (await signedInAs(t, type)).cookie)).statusCode).toBe(403)
  })

  it('shows the demo requests to admins of a demo database', async () => {
    const body = (await list('?category=carpentry')).json() as UnmatchedRequests
    expect(body.items.map((item) => item.locality)).toContain('Clervaux')
  })

  it('lists what the assistant could not match, newest first, with the conversation language', async () => {
    await t.database.db.execute(
      sql`update provider set status = 'inactive' where 'translation' = any(categories)`,
    )
    const text = 'Je cherche un traducteur pour 20 pages à Wiltz'
    const listed = await toProviders(t, text)
    expect(listed.providers).toEqual([])

    const res = await list()
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json() as UnmatchedRequests
    expect(body.items[0]).toMatchObject({
      text,
      category: 'translation',
      locality: 'Wiltz',
      commune: 'Wiltz',
      language: 'fr',
    })
    const times = body.items.map((item) => Date.parse(item.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('pages and filters by category; a page past the end is empty; a bad category is a 400', async () => {
    await t.database.db.insert(unmatchedRequest).values(
      Array.from({ length: 5 }, (_, i) => ({
        text: `Trockenmauer aus Naturstein ${i}`,
        category: 'masonry' as const,
        locality: 'Clervaux',
        commune: 'Clervaux',
        language: 'de' as const,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    )
    const first = (await list('?category=masonry&pageSize=2')).json() as UnmatchedRequests
    expect(first).toMatchObject({ total: 5, page: 1, pageSize: 2 })
    expect(first.items.map((item) => item.text)).toEqual([
      'Trockenmauer aus Naturstein 0',
      'Trockenmauer aus Naturstein 1',
    ])
    const third = (await list('?category=masonry&pageSize=2&page=3')).json() as UnmatchedRequests
    expect(third.items.map((item) => item.text)).toEqual(['Trockenmauer aus Naturstein 4'])
    const beyond = (await list('?category=masonry&pageSize=2&page=9')).json() as UnmatchedRequests
    expect(beyond).toMatchObject({ items: [], total: 5 })

    const bad = await list('?category=sauna')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBeTruthy()
    expect((await list('?pageSize=1000')).statusCode).toBe(400)
  })
})
