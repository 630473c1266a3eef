import { buildApp } from '@server/app'
import { testConfig } from '@server/config'
import type { DatabaseHandle } from '@server/db/client'
import { provider } from '@server/db/schema/index'
import { ensureAccount } from '@server/modules/auth/seed-accounts'
import { projectPath } from '@server/project-root'
import { GOOD_PASSWORD, ORIGIN, signIn, uniqueEmail } from '@server/test/accounts'
import { openSharedDatabase, type SharedDatabase } from '@server/test/shared-database'
import { and, asc, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/** An instance as main.ts builds it, on its own connections to the shared database. */
async function instance(database: DatabaseHandle) {
  const app = await buildApp({
    config: testConfig({ RATE_LIMIT_MAX: 10_000, AUTH_RATE_LIMIT_PER_IP: 10_000 }),
    database,
    webRoot: projectPath('dist/web'),
    version: 'test',
    startedAt: Date.now(),
    authSecret: 'test-secret-test-secret-test-secret-0123',
  })
  await app.ready()
  return app
}

const search = async (app: FastifyInstance, q: string) =>
  (await app.inject({ url: '/api/public/providers/search', query: { q } })).json() as {
    total: number
    items: Array<{ slug: string }>
  }

/**
 * Two instances on one PostgreSQL: a write on one changes what the other's searches show within a
 * second, though both keep answers and the directory index in memory (ADR 015). On the embedded
 * database there is one instance by design.
 */
describe.skipIf(!process.env.DATABASE_URL)('directory caches across instances (PostgreSQL)', () => {
  let shared: SharedDatabase
  let a: FastifyInstance
  let b: FastifyInstance
  beforeAll(async () => {
    shared = await openSharedDatabase(2)
    a = await instance(shared.handles[0]!)
    b = await instance(shared.handles[1]!)
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await shared?.close()
  })

  it("a service added through one instance is found by the other's search within a second", async () => {
    const email = uniqueEmail('business')
    await ensureAccount(a.auth, shared.handles[0]!.db, {
      email,
      password: GOOD_PASSWORD,
      name: 'Owner',
      type: 'business',
    })
    const { cookie } = await signIn(a, email)
    const user = await a.inject({ url: '/api/users/me', headers: { cookie } })
    const [listing] = await shared.handles[0]!.db.select({ id: provider.id, slug: provider.slug })
      .from(provider)
      .where(and(isNull(provider.ownerUserId), eq(provider.status, 'active')))
      .orderBy(asc(provider.id))
      .limit(1)
    await shared.handles[0]!.db.update(provider)
      .set({ ownerUserId: user.json().data.id })
      .where(eq(provider.id, listing!.id))
    a.searchCache.clear()

    // Both instances have answered (and cached) the search before the write.
    const word = 'Zwiebelturmrestaurierung'
    expect((await search(a, word)).total).toBe(0)
    expect((await search(b, word)).total).toBe(0)

    const created = await a.inject({
      method: 'POST',
      url: '/api/provider/services',
      headers: { cookie, origin: ORIGIN },
      payload: { name: word, description: '', price: 900, unit: 'job', category: 'carpentry' },
    })
    expect(created.statusCode).toBe(201)
    const writtenAt = Date.now()
    await expect
      .poll(async () => (await search(b, word)).items.map((item) => item.slug), {
        timeout: 1_000,
        interval: 25,
      })
      .toEqual([listing!.slug])
    expect(Date.now() - writtenAt).toBeLessThan(1_000)
  })
})
