import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { projectPath } from '@server/project-root'
import { dropPostgresDatabase } from '@server/test/database-snapshot'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { prepareDatabase } from './migrate'

const url = process.env.DATABASE_URL
const journal = JSON.parse(
  readFileSync(projectPath('src/server/db/migrations/meta/_journal.json'), 'utf8'),
) as {
  entries: unknown[]
}

/** Several instances on one PostgreSQL: the embedded database has one process by design (ADR 009). */
describe.skipIf(!url)('migrations under the startup lock (PostgreSQL)', () => {
  it('three instances starting together on an empty database: one migrates and seeds, the others wait, all go on', async () => {
    const name = `luxpro_test_empty_${randomBytes(4).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const target = new URL(url!)
    target.pathname = `/${name}`
    const handles = await Promise.all(
      [0, 1, 2].map(() => openDatabase({ driver: 'postgres', url: target.toString() })),
    )
    try {
      let waited = 0
      await Promise.all(
        handles.map((handle) => prepareDatabase(handle, { demoData: false, onWait: () => void waited++ })),
      )
      expect(waited).toBe(2)
      const db = handles[0]!.db
      const migrations = await db.execute<{ n: number; distinct: number }>(
        sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
      )
      expect(migrations.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length })
      // Seeded once: 552 localities, not twice as many.
      const places = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from locality where kind = 'locality'`,
      )
      expect(places.rows[0]!.n).toBe(552)
    } finally {
      await Promise.all(handles.map((h) => h.close()))
      await dropPostgresDatabase(url!, name)
    }
  }, 120_000)
})
