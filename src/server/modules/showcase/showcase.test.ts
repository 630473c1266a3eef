import { project, provider, providerDocument } from '@server/db/schema/index'
import { ORIGIN, signedInAs } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('landing showcase', () => {
  it('lists active providers from the database, best rated first with few reviews weighing less', async () => {
    const res = await t.app.inject('/api/public/providers/top?limit=5')
    expect(res.statusCode).toBe(200)
    const items = res.json().items as Array<{ rating: number; reviewCount: number; slug: string }>
    expect(items).toHaveLength(5)
    const score = (p: { rating: number; reviewCount: number }) =>
      (p.rating * p.reviewCount + 40) / (p.reviewCount + 10)
    const scores = items.map(score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(items[0]?.reviewCount).toBeGreaterThanOrEqual(20)
  })

  it('lists only projects whose customers made them public, newest first', async () => {
    const [hidden] = await t.database.db
      .insert(project)
      .values({
        name: 'Private kitchen plan',
        category: 'carpentry',
        description: 'Not for the landing page',
        locality: 'Mersch',
        commune: 'Mersch',
        isPublic: false,
      })
      .returning({ id: project.id })
    const res = await t.app.inject('/api/public/projects/recent?limit=12')
    expect(res.statusCode).toBe(200)
    const items = res.json().items as Array<{ id: number; createdAt: string }>
    expect(items.length).toBeGreaterThan(0)
    expect(items.map((p) => p.id)).not.toContain(hidden?.id)
    // The customer's own words stay out of the public page.
    expect(res.body).not.toContain('"name"')
    const dates = items.map((p) => Date.parse(p.createdAt))
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('states the number of verified listed providers as the database has it, and follows each change', async () => {
    const figure = async () =>
      ((await t.app.inject('/api/public/figures')).json() as { verifiedProviders: number }).verifiedProviders
    const [counted] = await t.database.db
      .select({ n: count() })
      .from(provider)
      .where(and(eq(provider.status, 'active'), eq(provider.verified, true)))
    const before = await figure()
    expect(before).toBe(counted?.n)
    expect(before).toBeGreaterThan(0)

    const { cookie } = await signedInAs(t, 'admin')
    const admin = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie, origin: ORIGIN }, payload })
    const created = await admin('/api/admin/providers', {
      name: 'Figures Test Sàrl',
      categories: ['cleaning'],
      locality: 'Mersch',
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as number
    // Listed but not yet checked: not counted.
    expect(await figure()).toBe(before)
    // Verified once a registration document is approved in the verification queue.
    await t.database.db.insert(providerDocument).values({
      providerId: id,
      kind: 'permit',
      fileName: 'permit.pdf',
      mimeType: 'application/pdf',
      sizeBytes: 4,
      bytes: Buffer.from('%PDF'),
    })
    const queue = await t.app.inject({ url: '/api/admin/documents', headers: { cookie } })
    const queued = (queue.json().items as Array<{ id: number; providerId: number }>).find(
      (d) => d.providerId === id,
    )
    expect(
      (await admin(`/api/admin/documents/${queued?.id}/approve`, { validUntil: '2099-12-31' })).statusCode,
    ).toBe(200)
    expect(await figure()).toBe(before + 1)
    expect((await admin(`/api/admin/providers/${id}/status`, { status: 'inactive' })).statusCode).toBe(200)
    expect(await figure()).toBe(before)
  })

  it('refuses an out-of-range limit', async () => {
    expect((await t.app.inject('/api/public/providers/top?limit=0')).statusCode).toBe(400)
    expect((await t.app.inject('/api/public/projects/recent?limit=abc')).statusCode).toBe(400)
  })
})
