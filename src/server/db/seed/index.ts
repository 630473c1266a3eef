import { createHash } from 'node:crypto'
import type { Database } from '@server/db/client'
import { refreshProviderSearchText } from '@server/db/provider-search-text'
import { appSetting, category, locality, project, provider } from '@server/db/schema/index'
import { CATEGORIES } from '@shared/catalog/categories'
import { count, eq, ne, sql } from 'drizzle-orm'
import { DEMO_PROJECTS } from './demo-data'
import { seedDemoFunnelHistory } from './demo-funnel-history'
import { seedDemoLandingEvents } from './demo-landing-events'
import { demoModeProviders, renameDemoModeProviders } from './demo-mode-providers'
import { seedDemoPartners } from './demo-partners'
import { demoProviderRows } from './demo-provider-details'
import { seedDemoUnmatchedRequests } from './demo-unmatched-requests'
import { insertProviders } from './insert-providers'
import { generateProviders } from './provider-generator'
import { loadPlaces } from './reference-data'

/** Categories, places and unfilled search columns: always run, idempotent (re-running changes nothing). */
export async function seedReferenceData(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    // One statement for all of them: this runs at every start, before the server answers.
    await tx
      .insert(category)
      .values(
        CATEGORIES.map((c, index) => ({
          slug: c.slug,
          group: c.group,
          names: c.names,
          pricingModel: c.pricingModel,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: category.slug,
        set: {
          group: sql.raw('excluded."group"'),
          names: sql.raw('excluded.names'),
          pricingModel: sql.raw('excluded.pricing_model'),
          sortOrder: sql.raw('excluded.sort_order'),
        },
      })
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
  // Demo mode's fictitious businesses exist wherever demo mode can be switched on (ADR 031).
  await insertProviders(db, demoModeProviders())
  await renameDemoModeProviders(db)
  // Providers written before a search column existed (a migration added it) get it filled once.
  await refreshProviderSearchText(db, 'missing')
}

/** The app_setting row that records what the reference data was last written from. */
export const REFERENCE_DATA_SEED_KEY = 'reference_data_seed'

/**
 * What seedReferenceData writes is made from: the categories, demo mode's businesses, the
 * migrations (a new column gets filled) and the seed's own code. Equal to the database's record, a
 * start has nothing to write and skips it (its dozen statements were a fifth of a start's time on
 * the embedded database).
 */
export function referenceDataFingerprint(migrationsJournal: string): string {
  return createHash('sha256')
    .update(
      JSON.stringify({
        categories: CATEGORIES,
        demoMode: demoModeProviders(),
        migrationsJournal,
        code: [seedReferenceData, renameDemoModeProviders, refreshProviderSearchText].map(String),
      }),
    )
    .digest('hex')
}

/** seedReferenceData at a start, unless the database records that it was written from the same things. */
export async function seedReferenceDataWhenChanged(
  db: Database,
  migrationsJournal: string,
): Promise<boolean> {
  const fingerprint = referenceDataFingerprint(migrationsJournal)
  const [recorded] = await db
    .select({ value: appSetting.value })
    .from(appSetting)
    .where(eq(appSetting.key, REFERENCE_DATA_SEED_KEY))
  if (recorded?.value === fingerprint) return false
  await seedReferenceData(db)
  await db
    .insert(appSetting)
    .values({ key: REFERENCE_DATA_SEED_KEY, value: fingerprint })
    .onConflictDoUpdate({ target: appSetting.key, set: { value: fingerprint, updatedAt: new Date() } })
  return true
}

/** How many generated businesses join the hand-written ones in a demo database. */
export const DEMO_GENERATED_PROVIDERS = 320

/** Demo businesses (12 hand-written, 320 generated) and projects, only into an empty database. */
export async function seedDemoData(db: Database): Promise<void> {
  const [{ providers } = { providers: 0 }] = await db
    .select({ providers: count() })
    .from(provider)
    .where(ne(provider.status, 'demo'))
  if (providers > 0) return
  const demo = demoProviderRows()
  const generated = generateProviders({
    count: DEMO_GENERATED_PROVIDERS,
    takenSlugs: demo.map((d) => d.provider.slug),
  })
  await insertProviders(db, [...demo, ...generated])
  await db.insert(project).values(
    DEMO_PROJECTS.map(({ daysAgo, ...p }) => ({
      ...p,
      // The demo projects are written in English (a stored language leaves nothing to detect).
      language: 'en',
      isPublic: true,
      createdAt: sql`now() - make_interval(days => ${daysAgo})`,
    })),
  )
  await seedDemoUnmatchedRequests(db)
  await seedDemoPartners(db)
  await seedDemoFunnelHistory(db)
  await seedDemoLandingEvents(db)
}
