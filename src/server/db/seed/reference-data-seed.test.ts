import { appSetting, category } from '@server/db/schema/index'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { CATEGORIES } from '@shared/catalog/categories'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFERENCE_DATA_SEED_KEY, seedReferenceData, seedReferenceDataWhenChanged } from './index'

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

describe('seedReferenceDataWhenChanged at a start', () => {
  it('writes once, then skips while neither the migrations nor what the data is made from changed', async () => {
    const db = t.database.db
    await db.delete(appSetting).where(eq(appSetting.key, REFERENCE_DATA_SEED_KEY))
    const [first] = CATEGORIES
    const stale = { en: 'Stale', fr: 'Périmé', de: 'Veraltet' }
    const staleFirst = () => db.update(category).set({ names: stale }).where(eq(category.slug, first!.slug))
    const namesOfFirst = async () =>
      (await db.select({ names: category.names }).from(category).where(eq(category.slug, first!.slug)))[0]
        ?.names

    // Nothing recorded (a database seeded before the record existed): written, and recorded.
    await staleFirst()
    expect(await seedReferenceDataWhenChanged(db, 'journal-1')).toBe(true)
    expect(await namesOfFirst()).toEqual(first!.names)

    // The same inputs: one statement (the record's read), nothing written.
    await staleFirst()
    let skipped: boolean | undefined
    const statements = await t.queriesOf(async () => {
      skipped = !(await seedReferenceDataWhenChanged(db, 'journal-1'))
    })
    expect(skipped).toBe(true)
    expect(statements).toBe(1)
    expect(await namesOfFirst()).toEqual(stale)

    // A new migration: written again.
    expect(await seedReferenceDataWhenChanged(db, 'journal-2')).toBe(true)
    expect(await namesOfFirst()).toEqual(first!.names)
  })
})
