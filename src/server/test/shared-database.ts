import { readFileSync } from 'node:fs'
import { type DatabaseHandle, openDatabase } from '@server/db/client'
import { inject } from 'vitest'
import { clonePostgresTemplate } from './database-snapshot'

export interface SharedDatabase {
  /** One handle per instance: on PostgreSQL each with its own pool, as separate processes would have. */
  handles: DatabaseHandle[]
  driver: 'pglite' | 'postgres'
  close(): Promise<void>
}

/**
 * `instances` connections to one seeded database, as several app instances have. On PostgreSQL a
 * clone of the run's template with a pool per instance; on the embedded database (one process by
 * design, ADR 009) the same handle for all.
 */
export async function openSharedDatabase(instances: number): Promise<SharedDatabase> {
  const url = process.env.DATABASE_URL
  if (url) {
    const clone = await clonePostgresTemplate(url, inject('postgresTemplate'))
    const handles = await Promise.all(
      Array.from({ length: instances }, () => openDatabase({ driver: 'postgres', url: clone.url })),
    )
    return {
      handles,
      driver: 'postgres',
      close: async () => {
        await Promise.all(handles.map((h) => h.close()))
        await clone.drop()
      },
    }
  }
  const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))])
  const handle = await openDatabase({ driver: 'pglite', loadDataDir: snapshot })
  return { handles: Array(instances).fill(handle), driver: 'pglite', close: () => handle.close() }
}
