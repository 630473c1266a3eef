import { refreshProviderSearchText } from '@server/db/provider-search-text'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createDirectoryIndex } from './directory-index'
import { textMatch } from './provider-search-sql'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())
afterEach(() => vi.useRealTimers())

const SLUG = 'sanitaire-weber-bertrange'

async function providerId(slug: string): Promise<number> {
  const result = await t.database.db.execute<{ id: number }>(
    sql`select id from provider where slug = ${slug}`,
  )
  return Number(result.rows[0]?.id)
}

async function setStatus(id: number, status: 'active' | 'inactive') {
  await t.database.db.execute(sql`update provider set status = ${status} where id = ${id}`)
}

describe('directory index', () => {
  it('keeps its snapshot until a write in this process clears the search cache', async () => {
    const index = t.app.directoryIndex
    const id = await providerId(SLUG)
    const before = await index.snapshot()
    expect(before.rowOfId(id)).toBeGreaterThanOrEqual(0)

    await setStatus(id, 'inactive')
    expect(await index.snapshot()).toBe(before)

    t.app.searchCache.clear()
    const after = await index.snapshot()
    expect(after).not.toBe(before)
    expect(after.rowOfId(id)).toBe(-1)
    expect(after.size).toBe(before.size - 1)

    await setStatus(id, 'active')
    t.app.searchCache.clear()
  })

  it('on a shared database, shows a write made elsewhere within a minute, without making a search wait for the reload', async () => {
    const index = createDirectoryIndex(t.database.db, { sharedDatabase: true })
    const id = await providerId(SLUG)
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const fresh = await index.snapshot()
    const match = textMatch('sanitaire weber')
    if (!match) throw new Error('no text match')
    expect(Array.from((await index.textHits(match)).ids)).toContain(id)
    await setStatus(id, 'inactive') // another instance, or a script
    await t.database.db.execute(sql`update provider set search_names = 'renamed' where id = ${id}`)

    vi.setSystemTime(start + 59_000)
    expect(await index.snapshot()).toBe(fresh)

    vi.setSystemTime(start + 61_000)
    // The old snapshot answers at once; the new one is being read meanwhile.
    expect(await index.snapshot()).toBe(fresh)
    await vi.waitFor(async () => expect((await index.snapshot()).rowOfId(id)).toBe(-1), { timeout: 5000 })
    await vi.waitFor(async () => expect(Array.from((await index.textHits(match)).ids)).not.toContain(id), {
      timeout: 5000,
    })

    await setStatus(id, 'active')
    await refreshProviderSearchText(t.database.db, [id])
    t.app.searchCache.clear()
  })

  it('on the embedded database, which only this process writes, never reads the directory again by the clock', async () => {
    const index = createDirectoryIndex(t.database.db, { sharedDatabase: false })
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    const fresh = await index.snapshot()
    const match = textMatch('plombier')
    if (!match) throw new Error('no text match')
    const hits = await index.textHits(match)

    const reads = vi.spyOn(t.database.db, 'execute')
    vi.setSystemTime(start + 3_600_000)
    expect(await index.snapshot()).toBe(fresh)
    expect(await index.textHits(match)).toBe(hits)
    expect(reads).not.toHaveBeenCalled()
    reads.mockRestore()
    index.invalidate()
    expect(await index.snapshot()).not.toBe(fresh)
    expect(await index.textHits(match)).not.toBe(hits)
  })

  it('shows a card changed elsewhere within a minute, serving the old one meanwhile', async () => {
    const index = t.app.directoryIndex
    const id = await providerId(SLUG)
    const start = Date.now()
    vi.useFakeTimers({ toFake: ['Date'], now: start })
    t.app.searchCache.clear()
    const [card] = await index.cards([id])
    const renamed = `${card?.name} Renamed`
    await t.database.db.execute(sql`update provider set name = ${renamed} where id = ${id}`)

    vi.setSystemTime(start + 61_000)
    expect((await index.cards([id]))[0]?.name).toBe(card?.name)
    await vi.waitFor(async () => expect((await index.cards([id]))[0]?.name).toBe(renamed), { timeout: 5000 })

    await t.database.db.execute(sql`update provider set name = ${card?.name ?? ''} where id = ${id}`)
    t.app.searchCache.clear()
  })

  it('remembers what a text query matched until the cache is cleared', async () => {
    const index = t.app.directoryIndex
    const match = textMatch('plombier')
    if (!match) throw new Error('no text match')
    const first = await index.textHits(match)
    expect(first.ids.length).toBeGreaterThan(0)
    expect(await index.textHits(match)).toBe(first)
    t.app.searchCache.clear()
    const again = await index.textHits(match)
    expect(again).not.toBe(first)
    expect(Array.from(again.ids).sort()).toEqual(Array.from(first.ids).sort())
  })

  it('reads a text again when a write clears the cache while it is being read', async () => {
    const index = t.app.directoryIndex
    const match = textMatch('electricien')
    if (!match) throw new Error('no text match')
    t.app.searchCache.clear()
    const reading = index.textHits(match)
    t.app.searchCache.clear()
    const hits = await reading
    expect(hits.ids.length).toBeGreaterThan(0)
    expect(await index.textHits(match)).toBe(hits)
  })

  it('resolves places once and says when one is unknown', async () => {
    const index = t.app.directoryIndex
    const mamer = await index.origin({ locality: 'Mamer' })
    expect(mamer).toMatchObject({ label: 'Mamer' })
    expect(await index.origin({ locality: 'Mamer' })).toBe(mamer)
    expect(await index.origin({ locality: 'Atlantis' })).toBe('unknown')
    expect(await index.origin({ locality: undefined })).toBeNull()
    expect(await index.origin({ locality: undefined, lat: 49.6, lon: 6.1 })).toEqual({
      label: null,
      lat: 49.6,
      lon: 6.1,
    })
  })
})
