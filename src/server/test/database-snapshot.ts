import { randomBytes } from 'node:crypto'
import { openDatabase } from '@server/db/client'
import { migrateDatabase } from '@server/db/migrate'
import { seedDemoData, seedReferenceData } from '@server/db/seed/index'
import pg from 'pg'

/** A template of this run's own, so two runs on one server (two engineers, CI) never share one. */
export const newTemplateName = () => `luxpro_test_template_${randomBytes(4).toString('hex')}`

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

/** On PostgreSQL: one migrated and seeded template database per run; each test file clones it. */
export async function createPostgresTemplate(url: string, template: string): Promise<void> {
  await admin(url, (c) => c.query(`create database ${template}`))
  const handle = await openDatabase({ driver: 'postgres', url: withDatabase(url, template) })
  await migrateDatabase(handle)
  await seedReferenceData(handle.db)
  await seedDemoData(handle.db)
  await handle.close()
}

export async function dropPostgresDatabase(url: string, name: string): Promise<void> {
  await admin(url, (c) => c.query(`drop database if exists ${name} with (force)`))
}

/** An empty database of a test's own: a real server started on it migrates it. */
export async function createEmptyPostgresDatabase(
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `luxpro_test_${randomBytes(6).toString('hex')}`
  await admin(url, (c) => c.query(`create database ${name}`))
  return { url: withDatabase(url, name), drop: () => dropPostgresDatabase(url, name) }
}

export async function clonePostgresTemplate(
  url: string,
  template: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `luxpro_test_${randomBytes(6).toString('hex')}`
  await admin(url, (c) => c.query(`create database ${name} template ${template}`))
  return { url: withDatabase(url, name), drop: () => dropPostgresDatabase(url, name) }
}
