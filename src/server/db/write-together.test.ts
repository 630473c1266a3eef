import { uniqueViolation } from '@server/modules/applications/application-rows'
import { openSharedDatabase, type SharedDatabase } from '@server/test/shared-database'
import { sql } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from './client'
import { writeTogether } from './client'

const note = pgTable('write_together_note', { id: integer().primaryKey(), body: text().notNull().unique() })

describe('writes that stand or fall together (writeTogether), on the run’s driver', () => {
  let shared: SharedDatabase
  let db: Database
  const ids = async () => (await db.select({ id: note.id }).from(note).orderBy(note.id)).map((row) => row.id)

  beforeAll(async () => {
    shared = await openSharedDatabase(1)
    db = shared.handles[0]!.db
    await db.execute(sql`create table write_together_note (id int primary key, body text not null unique)`)
  })
  afterAll(() => shared.close())

  it('writes each statement in order, a later one seeing an earlier one', async () => {
    await writeTogether(db, (writer) => [
      writer.insert(note).values({ id: 1, body: 'first' }),
      writer.insert(note).values({ id: 2, body: 'second' }),
      writer.update(note).set({ body: 'first, changed' }).where(sql`${note.id} = 1`),
      writer.delete(note).where(sql`${note.body} = 'second'`),
    ])
    expect(await db.select().from(note)).toEqual([{ id: 1, body: 'first, changed' }])
  })

  it('writes none of them when one fails, and gives back the database’s error', async () => {
    const failed = await writeTogether(db, (writer) => [
      writer.insert(note).values({ id: 3, body: 'third' }),
      writer.insert(note).values({ id: 4, body: 'first, changed' }),
    ]).catch((error: unknown) => error)
    expect(uniqueViolation(failed)).toBe('write_together_note_body_key')
    expect(await ids()).toEqual([1])
  })
})
