import { provider } from '@server/db/schema/providers'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { CATEGORIES } from '@shared/catalog/categories'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoModeProviders, renameDemoModeProviders } from './demo-mode-providers'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(async () => {
  await t?.close()
})

describe("demo mode's fictitious businesses", () => {
  it('are named with proper nouns, the same in every language: never after the trade’s English name', () => {
    const demos = demoModeProviders()
    expect(demos).toHaveLength(CATEGORIES.length * 2)
    const names = demos.map(({ provider: demo }) => demo.name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names) expect(name).toMatch(/^Demo [A-Z][a-zäëéöü]+$/)
    for (const category of CATEGORIES)
      for (const name of names) expect(name).not.toContain(category.names.en.split(' ')[0])
    expect(demos.map(({ provider: demo }) => demo.companyName)).toEqual(names)
  })

  it('get their names in a database seeded with the English ones', async () => {
    const db = t.database.db
    const slug = 'demo-painting-a'
    await db
      .update(provider)
      .set({
        name: 'Demo Painting & decorating Atelier',
        companyName: 'Demo Painting & decorating Atelier (fictitious)',
      })
      .where(eq(provider.slug, slug))
    expect(await renameDemoModeProviders(db)).toBe(1)
    const [renamed] = await db.select().from(provider).where(eq(provider.slug, slug))
    const expected = demoModeProviders().find(({ provider: demo }) => demo.slug === slug)?.provider.name
    expect(renamed).toMatchObject({ name: expected, companyName: expected })
    expect(await renameDemoModeProviders(db)).toBe(0)
  })
})
