import { category } from '@server/db/schema/index'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { CATEGORIES } from '@shared/catalog/categories'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedReferenceData } from './index'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

describe('seedReferenceData at every start', () => {
  it('puts back each category as the code declares it, in a few statements, not one per category', async () => {
    const [first, second] = CATEGORIES
    const otherGroup = CATEGORIES.find((c) => c.group !== first!.group)!.group
    await t.database.db
      .update(category)
      .set({ names: { en: 'Stale', fr: 'Périmé', de: 'Veraltet' }, sortOrder: 99, group: otherGroup })
      .where(eq(category.slug, first!.slug))
    const statements = await t.queriesOf(() => seedReferenceData(t.database.db))
    const rows = await t.database.db
      .select({
        slug: category.slug,
        names: category.names,
        group: category.group,
        sortOrder: category.sortOrder,
      })
      .from(category)
      .orderBy(asc(category.sortOrder))
    expect(rows.length).toBe(CATEGORIES.length)
    expect(rows[0]).toEqual({ slug: first!.slug, names: first!.names, group: first!.group, sortOrder: 0 })
    expect(rows[1]?.slug).toBe(second!.slug)
    // It runs before every start answers: one upsert for all the categories.
    expect(statements).toBeLessThan(CATEGORIES.length)
  })
})
