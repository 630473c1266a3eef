import { projectPath } from '@server/project-root'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { DatabaseHandle } from './client'

const migrationsFolder = projectPath('src/server/db/migrations')

/** Applies the committed drizzle-kit migrations; the same SQL for both drivers. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.driver === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase<Record<string, never>>, { migrationsFolder })
  } else {
    await migrateNodePg(handle.db, { migrationsFolder })
  }
}
