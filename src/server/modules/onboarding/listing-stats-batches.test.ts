import { provider, providerDailyStat } from '@server/db/schema/index'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  // Jobs off: nothing but the counters writes.
  t = await buildTestApp({ JOBS_ENABLED: 'false' })
})
afterAll(() => t.database.close())

const today = () => sql`(now() at time zone 'Europe/Luxembourg')::date`

async function countsOf(slug: string) {
  const [row] = await t.database.db
    .select({ views: providerDailyStat.profileViews, appearances: providerDailyStat.searchAppearances })
    .from(providerDailyStat)
    .innerJoin(provider, eq(provider.id, providerDailyStat.providerId))
    .where(and(eq(provider.slug, slug), eq(providerDailyStat.day, today())))
  return row ?? { views: 0, appearances: 0 }
}

describe('listing counters', () => {
  it('counts every search that sent a kept answer, though its listings are read once per answer', async () => {
    const url = '/api/public/providers/search?q=peinture&pageSize=5'
    const gzip = { 'accept-encoding': 'gzip' }
    const first = await t.app.inject({ url, headers: gzip })
    expect(first.headers['content-encoding']).toBe('gzip')
    const slug = (await t.app.inject(url)).json().items[0].slug as string
    await t.app.listingStats.flush()
    const before = await countsOf(slug)
    const again = await Promise.all([1, 2, 3].map(() => t.app.inject({ url, headers: gzip })))
    // The same bytes each time (the kept answer), which the counter reads once.
    expect(again.every((res) => res.rawPayload.equals(first.rawPayload))).toBe(true)
    expect((await t.app.inject(url)).statusCode).toBe(200)
    await t.app.listingStats.flush()
    expect((await countsOf(slug)).appearances).toBe(before.appearances + 4)
  })

  it('gathered in memory are written when the app closes (as SIGTERM closes it, after the last request)', async () => {
    const search = await t.app.inject('/api/public/providers/search?q=plombier&pageSize=5')
    expect(search.statusCode).toBe(200)
    const slug = search.json().items[0].slug as string
    const before = await countsOf(slug)
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject(`/api/public/providers/${slug}`)).statusCode).toBe(200)
    // The search's appearances are counted after its answer is sent; closing waits for that.
    await t.app.close()
    expect(await countsOf(slug)).toEqual({ views: before.views + 3, appearances: before.appearances + 1 })
  })
})
