import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectPath } from '@server/project-root'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { DatabaseHandle } from './client'
import { seedDemoData, seedReferenceDataWhenChanged } from './seed/index'

const migrationsFolder = projectPath('src/server/db/migrations')

/** The committed migrations' list (drizzle-kit's journal): a new migration changes it. */
const migrationsJournal = () => readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')

/** The name of the cluster-wide lock that migrations, seeds and start-up accounts are made under. */
export const STARTUP_LOCK = 'startup'

/** Applies the committed drizzle-kit migrations; the same SQL for both drivers. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, never>>, { migrationsFolder })
  } else {
    await migrateNodePg(handle.db, { migrationsFolder })
  }
}

/**
 * Migrations, then the reference data (and the demo data when asked). The caller holds the startup
 * lock (prepareDatabase), so instances that start together on one PostgreSQL do this one at a time:
 * the first migrates and seeds, the others find it done. The reference data is written again only
 * when the migrations or what it is made from changed since it was last written.
 */
export async function migrateAndSeed(handle: DatabaseHandle, options: { demoData: boolean }): Promise<void> {
  await migrateDatabase(handle)
  await seedReferenceDataWhenChanged(handle.db, migrationsJournal())
  if (options.demoData) await seedDemoData(handle.db)
}

/** migrateAndSeed under the startup lock, for `npm run migrate` and deployments that migrate first. */
export function prepareDatabase(
  handle: DatabaseHandle,
  options: { demoData: boolean; onWait?: () => void },
): Promise<void> {
  return handle.exclusive(STARTUP_LOCK, () => migrateAndSeed(handle, options), options.onWait)
}
