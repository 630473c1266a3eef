import { count, sql } from 'drizzle-orm'
import { CATEGORIES } from '../../../shared/catalog/categories'
import type { Database } from '../client'
import { category, locality, project, provider } from '../schema/index'
import { DEMO_PROJECTS, DEMO_PROVIDERS } from './demo-data'
import { loadCommunes, loadPlaces } from './reference-data'

/** Categories and places: always loaded, idempotent (re-running changes nothing). */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [index, c] of CATEGORIES.entries()) {
      await tx
        .insert(category)
        .values({
          slug: c.slug,
          group: c.group,
          names: c.names,
          pricingModel: c.pricingModel,
          sortOrder: index,
        })
        .onConflictDoUpdate({
          target: category.slug,
          set: { group: c.group, names: c.names, pricingModel: c.pricingModel, sortOrder: index },
        })
    }
    const [{ places } = { places: 0 }] = await tx.select({ places: count() }).from(locality)
    if (places > 0) return
    const records = loadPlaces()
    for (let i = 0; i < records.length; i += 200) {
      await tx
        .insert(locality)
        .values(records.slice(i, i + 200))
        .onConflictDoNothing()
    }
  })
}

/** Demo businesses and projects, only into an empty database. */
export async function seedDemoData(db: Database): Promise<void> {
  const [{ providers } = { providers: 0 }] = await db.select({ providers: count() }).from(provider)
  if (providers > 0) return
  const communes = new Map(loadCommunes().map((c) => [c.commune, c]))
  await db.transaction(async (tx) => {
    await tx.insert(provider).values(
      DEMO_PROVIDERS.map((p) => {
        const place = communes.get(p.commune)
        if (!place) throw new Error(`Unknown commune in demo data: ${p.commune}`)
        return { ...p, lat: place.lat, lon: place.lon }
      }),
    )
    await tx.insert(project).values(
      DEMO_PROJECTS.map(({ daysAgo, ...p }) => ({
        ...p,
        isPublic: true,
        createdAt: sql`now() - make_interval(days => ${daysAgo})`,
      })),
    )
  })
}
