import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { openDatabase } from '@server/db/client'
import { contactMessage } from '@server/db/schema/index'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, type ServerProcess, startServer } from './process-harness'

/**
 * Drill: kill -9 in the middle of a burst of writes on the embedded database, then start again, for
 * a few rounds. Every write the server acknowledged (2xx) must be there afterwards, and each restart
 * gets the data-directory lock back from the killed process within seconds.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-drill-crash-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const ROUNDS = 3
const WRITERS = 4
const env = { TRUST_PROXY: 'loopback' }
let sent = 0

/** Contact messages, each from its own forwarded address (the form allows 5 per address). */
async function writeUntilRefused(server: ServerProcess, acknowledged: number[]) {
  for (;;) {
    const n = ++sent
    try {
      const res = await fetch(`${server.base}/api/public/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.2.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        },
        body: JSON.stringify({
          name: 'Luc Weber',
          email: `luc.${n}@example.lu`,
          topic: 'other',
          message: `Write number ${n} of the crash drill`,
        }),
      })
      if (res.status >= 200 && res.status < 300) acknowledged.push(((await res.json()) as { id: number }).id)
      else throw new Error(`unexpected ${res.status}`)
    } catch (error) {
      // Refused or cut off by the kill: the burst is over. Anything else is a failure.
      const died = await Promise.race([server.exited.then(() => true), sleep(3_000).then(() => false)])
      if (!died) throw error
      return
    }
  }
}

describe('kill -9 during a burst of writes on PGlite', () => {
  it('loses no acknowledged write and restarts within seconds, round after round', async () => {
    const port = await freePort()
    const acknowledged: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer({ dataDir, port, env })
      if (round > 0) expect(server.output()).toContain('Took over the stale lock')
      const before = acknowledged.length
      const burst = Promise.all(
        Array.from({ length: WRITERS }, () => writeUntilRefused(server, acknowledged)),
      )
      burst.catch(() => undefined)
      // The kill lands in the middle of the burst: once writes are being acknowledged (a fixed wait
      // found none yet on a busy machine), at a random moment after.
      await expect
        .poll(() => acknowledged.length - before, {
          message: `round ${round}: writes acknowledged before the kill`,
          timeout: 30_000,
          interval: 20,
        })
        .toBeGreaterThan(0)
      await sleep(Math.random() * 500)
      server.child.kill('SIGKILL')
      await burst
      await server.exited
    }

    const last = await startServer({ dataDir, port, env })
    expect(await (await fetch(`${last.base}/health`)).json()).toMatchObject({ database: 'ok' })
    last.child.kill('SIGTERM')
    expect(await last.exited).toBe(0)
    const database = await openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') })
    try {
      const found = await database.db
        .select({ id: contactMessage.id })
        .from(contactMessage)
        .where(inArray(contactMessage.id, acknowledged))
      expect(found.length).toBe(acknowledged.length)
    } finally {
      await database.close()
    }
  }, 120_000)
})
