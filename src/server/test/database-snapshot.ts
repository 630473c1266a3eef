import { randomBytes } from 'node:crypto'
import { openDatabase } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { seedDemoData, seedReferenceData } from '@server/db/seed/index'
import pg from 'pg'

export const TEMPLATE_DATABASE = 'luxpro_test_template'

/** A PGlite data dir, migrated and seeded once per run, as a gzip tarball. */
export async function createPgliteSnapshot(): Promise<Blob> {
  const handle = await openDatabase({ driver: 'pglite' })
  await migrateDatabase(handle)
  await seedReferenceData(handle.db)
  await seedDemoData(handle.db)
  const dump = await handle.pglite!.dumpDataDir('gzip')
  await handle.close()
  return dump
}

function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function admin<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

/** On PostgreSQL: one migrated and seeded template database; each test file clones it. */
export async function createPostgresTemplate(url: string): Promise<void> {
  await admin(url, async (c) => {
    await c.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`)
    await c.query(`create database ${TEMPLATE_DATABASE}`)
  })
  const handle = await openDatabase({ driver: 'postgres', url: withDatabase(url, TEMPLATE_DATABASE) })
  await migrateDatabase(handle)
  await seedReferenceData(handle.db)
  await seedDemoData(handle.db)
  await handle.close()
}

export async function clonePostgresTemplate(
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `luxpro_test_${randomBytes(6).toString('hex')}`
  await admin(url, (c) => c.query(`create database ${name} template ${TEMPLATE_DATABASE}`))
  return {
    url: withDatabase(url, name),
    drop: () =>
      admin(url, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  }
}
