import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PROVIDER_LABEL_WORDS } from '@server/i18n/provider-label-words'
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
const MIGRATION = journal.entries.find((entry) => entry.tag.endsWith('_provider_label_ids'))?.tag as string

/** A copy of the migrations folder whose journal stops before `tag`. */
function migrationsBefore(tag: string) {
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
let before: string | undefined
afterAll(async () => {
  await handle?.close()
  if (before) rmSync(before, { recursive: true, force: true })
})

it('turns every English label the seed wrote into its id, and keeps a label a provider typed as typed', async () => {
  handle = await openDatabase({ driver: 'pglite' })
  const db = handle.db as unknown as PgliteDatabase<Record<string, never>>
  before = migrationsBefore(MIGRATION)
  await migrate(db, { migrationsFolder: before })

  // The English words of the catalogue are the texts the providers' rows held before.
  const labels = [...PROVIDER_LABEL_WORDS].map(([id, words]) => ({ id, english: words.en }))
  expect(labels.length).toBeGreaterThan(200)
  const typed = 'Vintage motorbike restoration'
  const array = (values: string[]) => `{${values.map((value) => JSON.stringify(value)).join(',')}}`
  await db.execute(sql`
    insert into provider (slug, name, company_name, categories, locality, commune, lat, lon, specialties, certifications, licences, awards)
    values ('old-labels', 'Old', 'Old', '{plumbing}', 'Bertrange', 'Bertrange', 49.6, 6.05,
      ${array(labels.map((label) => label.english))}::text[], ${array([typed, 'Geberit certified installer'])}::text[],
      ${array(["Réviseur d'entreprises agréé (IRE)"])}::text[], '{}'::text[])`)

  await migrate(db, { migrationsFolder: folder })

  const { rows } = await db.execute<{
    specialties: string[]
    certifications: string[]
    licences: string[]
    awards: string[]
  }>(sql`select specialties, certifications, licences, awards from provider where slug = 'old-labels'`)
  expect(rows[0]?.specialties).toEqual(labels.map((label) => label.id))
  expect(rows[0]?.certifications).toEqual([typed, 'plumbing.geberit-certified-installer'])
  expect(rows[0]?.licences).toEqual(['accounting.reviseur-d-entreprises-agree-ire'])
  expect(rows[0]?.awards).toEqual([])
}, 60_000)
