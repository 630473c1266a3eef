import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { uniqueViolation } from '@server/modules/applications/application-rows'
import { sql } from 'drizzle-orm'
import { integer, pgTable, text } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type DatabaseHandle, inTurn, isDatabaseUnavailable, openDatabase, writeTogether } from './client'

const itemTable = pgTable('item', { id: integer().primaryKey(), name: text().notNull() })

/** How many times a 10 ms timer fired while `run` ran: the event loop's answer to everyone else. */
async function ticksDuring(run: () => Promise<unknown>): Promise<number> {
  let ticks = 0
  const timer = setInterval(() => ticks++, 10)
  try {
    await run()
  } finally {
    clearInterval(timer)
  }
  return ticks
}

describe('the embedded database in its worker thread', () => {
  let handle: DatabaseHandle
  beforeAll(async () => {
    handle = await openDatabase({ driver: 'pglite' })
    await handle.db.execute(
      sql`create table item (id int primary key, name text not null unique, at timestamp)`,
    )
  })
  afterAll(() => handle.close())

  it('keeps the event loop answering while a slow statement runs (in one thread it would not)', async () => {
    // Fifty ticks on a quiet host; a loaded one delays timers, but in one thread none fires at all.
    const slow = () => handle.db.execute(sql`select pg_sleep(0.5)`)
    expect(await ticksDuring(slow)).toBeGreaterThanOrEqual(5)

    const inThread = await openDatabase({ driver: 'pglite', thread: 'main' })
    try {
      expect(await ticksDuring(() => inThread.db.execute(sql`select pg_sleep(0.5)`))).toBeLessThanOrEqual(2)
    } finally {
      await inThread.close()
    }
  })

  it('starts PostgreSQL with small shared buffers, in its thread and in the main one (a faster open)', async () => {
    const setting = async (database: DatabaseHandle) =>
      (await database.db.execute<{ shared_buffers: string }>(sql`show shared_buffers`)).rows[0]
        ?.shared_buffers
    expect(await setting(handle)).toBe('32MB')
    const inThread = await openDatabase({ driver: 'pglite', thread: 'main' })
    try {
      expect(await setting(inThread)).toBe('32MB')
    } finally {
      await inThread.close()
    }
  })

  it("runs an earlier request's next statement before a later request's waiting ones", async () => {
    const order: string[] = []
    const busy = handle.db.execute(sql`select pg_sleep(0.1)`)
    const earlier = inTurn(async () => {
      await handle.db.execute(sql`select 1`)
      order.push('earlier 1')
      await handle.db.execute(sql`select 1`)
      order.push('earlier 2')
    })
    const later = inTurn(() =>
      Promise.all(
        [1, 2, 3].map(async (n) => {
          await handle.db.execute(sql`select pg_sleep(0.1)`)
          order.push(`later ${n}`)
        }),
      ),
    )
    await Promise.all([busy, earlier, later])
    // First come, first served would give: earlier 1, later 1, later 2, later 3, earlier 2. In turn,
    // earlier 2 goes before later 2; whether later 1 starts before earlier 2 was even sent depends on how
    // soon this thread sends it (a loaded machine sends it sooner than later 1 is picked).
    expect(order[0]).toBe('earlier 1')
    expect(order.indexOf('earlier 2')).toBeLessThan(order.indexOf('later 2'))
  })

  it('gives back PostgreSQL errors with their fields, for the app to map', async () => {
    await handle.db.execute(sql`insert into item (id, name) values (1, 'one')`)
    const failure = await handle.db.execute(sql`insert into item (id, name) values (2, 'one')`).then(
      () => null,
      (error: unknown) => error,
    )
    expect(uniqueViolation(failure)).toBe('item_name_key')
    expect(isDatabaseUnavailable(failure)).toBe(false)
    expect((failure as Error).cause).toMatchObject({
      code: '23505',
      detail: 'Key (name)=(one) already exists.',
    })
  })

  it('commits a transaction, rolls back a failed one, and holds other statements until it ends', async () => {
    const order: string[] = []
    let outside: Promise<unknown> | undefined
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into item (id, name) values (10, 'ten')`)
      outside = handle.db.execute(sql`select count(*) from item`).then(() => order.push('outside'))
      await new Promise((resolve) => setTimeout(resolve, 50))
      await tx.execute(sql`insert into item (id, name) values (11, 'eleven')`)
      order.push('transaction')
    })
    await outside
    expect(order).toEqual(['transaction', 'outside'])

    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into item (id, name) values (12, 'twelve')`)
        await tx.transaction(async (nested) => {
          await nested.execute(sql`insert into item (id, name) values (13, 'thirteen')`)
          throw new Error('nested fails')
        })
      }),
    ).rejects.toThrow('nested fails')
    const rows = await handle.db.execute<{ id: number }>(sql`select id from item where id >= 10 order by id`)
    expect(rows.rows.map((row) => row.id)).toEqual([10, 11])
  })

  it('keeps the event loop answering while writes made together run (a transaction holds it)', async () => {
    const slowRow = (id: number) => ({ id, name: sql<string>`(select 'slow ' || ${id} from pg_sleep(0.5))` })
    expect(
      await ticksDuring(() =>
        writeTogether(handle.db, (writer) => [writer.insert(itemTable).values(slowRow(30))]),
      ),
    ).toBeGreaterThanOrEqual(5)
    expect(
      await ticksDuring(() => handle.db.transaction((tx) => tx.insert(itemTable).values(slowRow(31)))),
    ).toBeLessThanOrEqual(2)
    const rows = await handle.db.execute<{ name: string }>(
      sql`select name from item where id in (30, 31) order by id`,
    )
    expect(rows.rows.map((row) => row.name)).toEqual(['slow 30', 'slow 31'])
  })

  it("keeps timestamps as text for drizzle, as drizzle's own parsers do in one thread", async () => {
    await handle.db.execute(sql`insert into item (id, name, at) values (20, 'twenty', '2026-01-02 03:04:05')`)
    const { rows } = await handle.db.execute<{ at: unknown }>(sql`select at from item where id = 20`)
    expect(rows[0]!.at).toBe('2026-01-02 03:04:05')
    const raw = await handle.pglite!.query<{ at: unknown }>('select at from item where id = 20')
    expect(raw.rows[0]!.at).toBeInstanceOf(Date)
  })

  it('delivers notifications after the commit, and stops when asked', async () => {
    const heard: string[] = []
    const stop = await handle.listen('item_changed', (payload) => heard.push(payload))
    await handle.notify('item_changed', 'first')
    await expect.poll(() => heard).toEqual(['first'])
    await stop()
    await handle.notify('item_changed', 'second')
    await handle.ping()
    expect(heard).toEqual(['first'])
  })

  it('dumps its data directory, and a new database opens from that dump', async () => {
    const dump = await handle.pglite!.dumpDataDir('gzip')
    const copy = await openDatabase({ driver: 'pglite', loadDataDir: dump })
    try {
      const { rows } = await copy.db.execute<{ name: string }>(sql`select name from item where id = 1`)
      expect(rows).toEqual([{ name: 'one' }])
    } finally {
      await copy.close()
    }
  })

  it('answers as unavailable once closed', async () => {
    const closing = await openDatabase({ driver: 'pglite' })
    await closing.close()
    await expect(closing.ping()).rejects.toThrow()
    const failure = await closing.db.execute(sql`select 1`).then(
      () => null,
      (error: unknown) => error,
    )
    expect(isDatabaseUnavailable(failure)).toBe(true)
  })
})

describe('where the database thread spends its time, when asked (PGLITE_STATEMENT_TIMES)', () => {
  it('writes each statement with its calls and time to the file named', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'luxpro-statement-times-'))
    const file = join(dir, 'times.txt')
    const handle = await openDatabase({ driver: 'pglite', statementTimesFile: file })
    try {
      for (let i = 0; i < 3; i++) await handle.db.execute(sql`select ${i}::int + 40 as answer`)
      // Written every 2 s by the worker: wait for the line, never for a time.
      await expect
        .poll(() => (existsSync(file) ? readFileSync(file, 'utf8') : ''), { timeout: 10_000 })
        .toMatch(/^\s*\d+\s+3\s+[\d.]+ select \$1::int \+ 40 as answer$/m)
    } finally {
      await handle.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
