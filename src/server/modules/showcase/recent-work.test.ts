import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { provider } from '@server/db/schema/index'
import { multipartBody } from '@server/modules/files/multipart-body'
import { ORIGIN } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { png } from '@server/test/image-files'
import { providerWithListing } from '@server/test/provider-listing'
import type { RecentWork } from '@shared/showcase/showcase-schemas'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-recent-work-'))
beforeAll(async () => {
  t = await buildTestApp({ DATA_DIR: dataDir })
})
afterAll(async () => {
  await t.close()
  rmSync(dataDir, { recursive: true, force: true })
})

async function upload(cookie: string, caption: string) {
  const { payload, contentType } = await multipartBody({ caption }, { bytes: png(64), name: 'work.png' })
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/provider/portfolio',
    headers: { cookie, origin: ORIGIN, 'content-type': contentType },
    payload,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: number }
}

const recentWork = async () => {
  const res = await t.app.inject('/api/public/work/recent?limit=12')
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { items: RecentWork[] }).items
}

describe('the landing’s real work', () => {
  it('lists only photos businesses uploaded, of listings the public can see, from memory', async () => {
    // The seed draws illustrations, it uploads nothing: a fresh site has no real work to show.
    expect(await recentWork()).toEqual([])

    const shown = await providerWithListing(t)
    const hidden = await providerWithListing(t)
    const first = await upload(shown.cookie, 'New bathroom in Strassen')
    const taken = await upload(hidden.cookie, 'Kitchen in Mersch')
    await t.database.db.update(provider).set({ status: 'inactive' }).where(eq(provider.id, hidden.providerId))
    const second = await upload(shown.cookie, '')

    const items = await recentWork()
    expect(items.map((item) => item.id)).toEqual([second.id, first.id])
    expect(items.map((item) => item.id)).not.toContain(taken.id)
    expect(items[1]).toMatchObject({
      imageUrl: `/api/public/portfolio/${first.id}/image`,
      caption: 'New bathroom in Strassen',
      providerSlug: shown.slug,
      providerName: shown.name,
    })
    // Served at the sizes the image pipeline made, never a drawn illustration.
    for (const item of items) {
      expect(item.image.variants.length).toBeGreaterThan(0)
      expect(item.imageUrl).not.toMatch(/^\/gallery\//)
    }
    // Each landing render reads it from memory, not the database.
    expect(await t.queriesOf(() => recentWork())).toBe(0)

    // A caption changed or a photo deleted shows at once.
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/provider/portfolio/${second.id}`,
      headers: { cookie: shown.cookie, origin: ORIGIN },
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await recentWork()).map((item) => item.id)).toEqual([first.id])
  })

  it('refuses a limit outside 1–12 with a 400', async () => {
    expect((await t.app.inject('/api/public/work/recent?limit=0')).statusCode).toBe(400)
    expect((await t.app.inject('/api/public/work/recent?limit=13')).statusCode).toBe(400)
  })
})
