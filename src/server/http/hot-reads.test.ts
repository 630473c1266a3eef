import { provider } from '@server/db/schema/index'
import { placeNamedExactly } from '@server/modules/catalog/locality-search'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { providerWithListing } from '@server/test/provider-listing'
import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** The statements the requests `run` makes sent, with what they set off after their answer. */
const queriesDuring = (run: () => Promise<void>) =>
  t.queriesOf(async () => {
    await run()
    await new Promise((resolve) => setTimeout(resolve, 50))
  })

const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res
}

describe('hot read routes ask the database nothing', () => {
  it('serves categories, settings and every place typed from memory, read once', async () => {
    // A listening server reads them a moment after its start; an injected app, on the first request.
    await get('/api/public/categories')
    await get('/api/public/settings')
    const n = await queriesDuring(async () => {
      for (let i = 0; i < 20; i++) await get('/api/public/categories')
      for (let i = 0; i < 5; i++) await get('/api/public/settings')
      // Each keystroke of a few towns, typos and postal codes, each a new query.
      for (const place of ['Esch-sur-Alzette', 'Dudelnge', 'Bettemburg', 'Kirchberg', 'L-4001', '1234']) {
        for (let end = 1; end <= place.length; end++)
          await get(`/api/public/localities?q=${encodeURIComponent(place.slice(0, end))}`)
      }
    })
    expect(n).toBe(0)
  })

  it('answers a repeated directory search without a query, and counts its appearances off the request path', async () => {
    const url = '/api/public/providers/search?q=plombier&pageSize=20'
    await get(url)
    const n = await queriesDuring(async () => {
      for (let i = 0; i < 20; i++) await get(url)
    })
    expect(n).toBe(0)
  })
})

describe('the assistant matches from memory', () => {
  const match = async (locality: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/public/providers/match',
      payload: { category: 'plumbing', locality },
    })
    expect(res.statusCode, res.body).toBe(200)
    return (res.json() as { providers: { id: number }[] }).providers.map((provider) => provider.id)
  }

  it('reads a trade’s providers once for every place, and again at once after a listing changes', async () => {
    await match('Bertrange')
    let shown: number[] = []
    const n = await queriesDuring(async () => {
      shown = await match('Bertrange')
      await match('Esch-sur-Alzette')
      await match('Wiltz')
    })
    expect(n).toBe(0)
    expect(shown.length).toBeGreaterThan(0)

    const admin = await signedInAs(t, 'admin')
    const first = shown[0] as number
    const bulk = (action: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/providers/bulk',
        headers: { cookie: admin.cookie, origin: ORIGIN },
        payload: { ids: [first], action },
      })
    expect((await bulk('deactivate')).statusCode).toBe(200)
    expect(await match('Bertrange')).not.toContain(first)
    expect((await bulk('activate')).statusCode).toBe(200)
    expect(await match('Bertrange')).toContain(first)
  })
})

describe('the estimate reads what providers list for a job once', () => {
  it('keeps a job’s listed prices for every place, and reads them again after a listing changes', async () => {
    const bertrange = { lat: 49.6111, lon: 6.0997 }
    const wiltz = { lat: 49.9668, lon: 5.9305 }
    const first = await t.app.candidatePool.listedPrices('unblock-drain', bertrange, null)
    expect(first.length).toBeGreaterThan(0)
    const n = await queriesDuring(async () => {
      await t.app.candidatePool.listedPrices('unblock-drain', bertrange, null)
      await t.app.candidatePool.listedPrices('unblock-drain', wiltz, null)
    })
    expect(n).toBe(0)
    t.app.searchCache.clear()
    const again = await queriesDuring(async () => {
      await t.app.candidatePool.listedPrices('unblock-drain', bertrange, null)
    })
    expect(again).toBe(1)
  })
})

describe('a project’s or a listing’s place is found in memory', () => {
  it('resolves names, Luxembourgish names and postal codes exactly, without a query once the places are read', async () => {
    await placeNamedExactly(t.database.db, 'Mersch')
    const found: (string | null)[] = []
    const n = await queriesDuring(async () => {
      for (const text of ['Esch-sur-Alzette', 'Diddeleng', 'L-4001', 'Altrier', 'Trier'])
        found.push((await placeNamedExactly(t.database.db, text))?.commune ?? null)
    })
    expect(n).toBe(0)
    expect(found).toEqual(['Esch-sur-Alzette', 'Dudelange', 'Esch-sur-Alzette', 'Bech', null])
  })
})

describe('provider pages read their profile once', () => {
  it('renders a provider page with one read of its profile, shared with the API and the next visitor, and reads again after an edit', async () => {
    const owner = await providerWithListing(t)
    const api = `/api/public/providers/${owner.slug}`
    const apiReads = await queriesDuring(() => get(api).then(() => undefined))
    expect(apiReads).toBeGreaterThan(0)
    // Other query strings make new pages (the page cache is not what is measured), one profile.
    t.app.providerProfiles.clear()
    const pageReads = await queriesDuring(() => get(`/providers/${owner.slug}?visit=1`).then(() => undefined))
    expect(pageReads).toBeLessThanOrEqual(apiReads)
    const repeated = await queriesDuring(async () => {
      await get(`/providers/${owner.slug}?visit=2`)
      await get(api)
    })
    expect(repeated).toBe(0)

    const added = await t.app.inject({
      method: 'POST',
      url: '/api/provider/services',
      headers: { cookie: owner.cookie },
      payload: { name: 'Fresh service for the cache test', price: 120, unit: 'job', category: 'plumbing' },
    })
    expect(added.statusCode, added.body).toBe(201)
    const after = await t.app.inject({ url: api })
    expect(after.json().services.map((service: { name: { en: string } }) => service.name.en)).toContain(
      'Fresh service for the cache test',
    )
  })

  it('keeps every active listing’s profile warm, and a change overtaking a bulk read keeps none of it', async () => {
    const db = t.database.db
    t.app.providerProfiles.clear()
    expect(await t.app.providerProfiles.warm(db)).toBe(true)
    const slugs = (
      await db.select({ slug: provider.slug }).from(provider).where(eq(provider.status, 'active'))
    )
      .map((row) => row.slug)
      .slice(-12)
    const warm = await queriesDuring(async () => {
      for (const slug of slugs) {
        await get(`/api/public/providers/${slug}`)
        await get(`/providers/${slug}?warm=1`)
      }
    })
    expect(warm).toBe(0)

    t.app.providerProfiles.clear()
    const overtaken = t.app.providerProfiles.warm(db)
    t.app.providerProfiles.clear()
    expect(await overtaken).toBe(false)
    const cold = await queriesDuring(() => get(`/api/public/providers/${slugs[0]}`).then(() => undefined))
    expect(cold).toBeGreaterThan(0)
  })

  it('reads them all again a moment after a change, while kept warm', async () => {
    const failures: unknown[] = []
    const stop = t.app.providerProfiles.keepWarm(
      () => t.database.db,
      (error) => failures.push(error),
    )
    try {
      const [last] = await t.database.db
        .select({ slug: provider.slug })
        .from(provider)
        .where(eq(provider.status, 'active'))
        .orderBy(desc(provider.id))
        .limit(1)
      const api = `/api/public/providers/${last?.slug}`
      t.app.providerProfiles.clear()
      // Read again about a second after the change, with nobody asking.
      await expect.poll(() => t.app.providerProfiles.has(last?.slug ?? ''), { timeout: 10_000 }).toBe(true)
      expect(await queriesDuring(() => get(api).then(() => undefined))).toBe(0)
      expect(failures).toEqual([])
    } finally {
      stop()
    }
  })
})
