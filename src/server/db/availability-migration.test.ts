import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectPath } from '@server/project-root'
import { sql } from 'drizzle-orm'
import type { PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, expect, it } from 'vitest'
import { type DatabaseHandle, openDatabase } from './client'

const folder = projectPath('src/server/db/migrations')
const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as {
  entries: Array<{ tag: string }>
}
const MIGRATION = journal.entries.find((entry) => entry.tag.endsWith('_availability_is_the_opening_hours'))
  ?.tag as string
/** A copy of the migrations folder whose journal stops before `tag`. */
const upTo = (tag: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'luxpro-migrations-'))
  cpSync(folder, dir, { recursive: true })
  const last = journal.entries.findIndex((entry) => entry.tag === tag)
  writeFileSync(
    join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, last) }),
  )
  return dir
}

let handle: DatabaseHandle | undefined
const dirs: string[] = []
afterAll(async () => {
  await handle?.close()
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

it('moves the listing’s opening hours into the weekly availability, keeping hours a provider already set', async () => {
  handle = await openDatabase({ driver: 'pglite' })
  const db = handle.db as unknown as PgliteDatabase<Record<string, never>>
  const before = upTo(MIGRATION)
  dirs.push(before)
  await migrate(db, { migrationsFolder: before })
  const listing = (slug: string, hours: unknown) => sql`
    insert into provider (slug, name, company_name, categories, locality, commune, lat, lon, opening_hours)
    values (${slug}, ${slug}, ${slug}, '{plumbing}', 'Bertrange', 'Bertrange', 49.6, 6.05, ${hours === null ? null : JSON.stringify(hours)}::jsonb)
    returning id`
  const week = [
    [
      ['08:00', '12:00'],
      ['13:00', '18:00'],
    ],
    [],
    [],
    [],
    [],
    [['09:00', '12:00']],
    [],
  ]
  await db.execute(listing('listed', week))
  const [edited] = (await db.execute<{ id: number }>(listing('edited', week))).rows
  await db.execute(sql`insert into availability (provider_id, day, start_time, end_time)
    values (${edited?.id}, 2, '07:00', '15:00')`)
  await db.execute(listing('without-hours', null))

  await migrate(db, { migrationsFolder: folder })

  const { rows } = await db.execute<{ slug: string; day: number; start_time: string; end_time: string }>(
    sql`select p.slug, a.day, a.start_time, a.end_time from availability a join provider p on p.id = a.provider_id
      order by p.slug, a.day, a.start_time`,
  )
  expect(rows).toEqual([
    { slug: 'edited', day: 2, start_time: '07:00', end_time: '15:00' },
    { slug: 'listed', day: 0, start_time: '08:00', end_time: '12:00' },
    { slug: 'listed', day: 0, start_time: '13:00', end_time: '18:00' },
    { slug: 'listed', day: 5, start_time: '09:00', end_time: '12:00' },
  ])
  const columns = await db.execute(
    sql`select 1 from information_schema.columns where table_name = 'provider' and column_name = 'opening_hours'`,
  )
  expect(columns.rows).toHaveLength(0)
}, 60_000)
