import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout } from 'node:timers/promises'
import { type DatabaseHandle, openDatabase } from '@server/db/client'
import { contactMessage } from '@server/db/schema/index'
import { createEmptyPostgresDatabase } from '@server/test/database-snapshot'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { drillPostgresUrl, freePort, logLines, type ServerProcess, spawnServer } from './process-harness'

/**
 * Drill: SIGTERM while 50 keep-alive clients send requests back to back. Every request gets a whole answer — 201, or a clean 503 when it arrived after
 * draining began — and none a reset (ECONNRESET, socket hang up); each client stops once an answer says `Connection: close`, so every
 * connection is told before it is closed; the process exits 0 and every acknowledged write is in the database. On both drivers.
 */
const CLIENTS = 50
/** Answers before the signal: the clients are in full flow when it comes. */
const ANSWERS_BEFORE_SIGNAL = 150
/** A client waits up to this long before its next request, as a person or a proxy does: at any moment some connections are idle. */
const THINK_MS = 20

interface Outcome {
  status?: number
  connection?: string
  id?: number
  /** The error's code (ECONNRESET for a reset or a hang-up, ECONNREFUSED for a refused connection). */
  error?: string
  /** Whether the request went on a kept-alive connection the server had already answered on. */
  reused?: boolean
}

let sent = 0

/** One contact message, from an address of its own (the contact form's limit is per address). */
function postContact(server: ServerProcess, agent: Agent): Promise<Outcome> {
  const n = sent++
  const body = JSON.stringify({
    name: 'Luc Weber',
    email: `luc.${n}@example.lu`,
    topic: 'other',
    message: `Sent while the server stops, number ${n}`,
  })
  return new Promise((resolve) => {
    const req = request(`${server.base}/api/public/contact`, {
      method: 'POST',
      agent,
      headers: {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
        'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      },
    })
    req.on('response', (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => {
        const id = res.statusCode === 201 ? (JSON.parse(text) as { id: number }).id : undefined
        resolve({ status: res.statusCode, connection: res.headers.connection, id })
      })
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    })
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ error: error.code ?? error.message, reused: req.reusedSocket }),
    )
    req.end(body)
  })
}

/**
 * One client: a keep-alive connection of its own, one request after the other (a short pause between), until the server says
 * it closes the connection (or the connection fails).
 */
async function client(server: ServerProcess, signalled: () => boolean, outcomes: Outcome[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  try {
    for (;;) {
      const outcome = await postContact(server, agent)
      outcomes.push(outcome)
      if (outcome.error || (signalled() && outcome.connection === 'close')) return
      await setTimeout(Math.random() * THINK_MS)
    }
  } finally {
    agent.destroy()
  }
}

async function drill(server: ServerProcess) {
  const outcomes: Outcome[] = []
  let signalledAt = 0
  const signalled = () => signalledAt > 0
  const clients = Array.from({ length: CLIENTS }, () => client(server, signalled, outcomes))
  await expect
    .poll(() => outcomes.length, { timeout: 60_000, interval: 20 })
    .toBeGreaterThan(ANSWERS_BEFORE_SIGNAL)
  const answeredBefore = outcomes.length
  signalledAt = Date.now()
  server.child.kill('SIGTERM')
  await Promise.all(clients)
  const exitCode = await server.exited
  const after = outcomes.slice(answeredBefore)
  const count = (test: (o: Outcome) => boolean) => outcomes.filter(test).length
  return {
    outcomes,
    exitCode,
    stoppedInMs: Date.now() - signalledAt,
    figures: {
      requests: outcomes.length,
      afterSignal: after.length,
      created: count((o) => o.status === 201),
      unavailable: count((o) => o.status === 503),
      resets: count((o) => o.error !== undefined && o.error !== 'ECONNREFUSED' && o.reused === true),
      // A new connection still in the kernel's accept queue when the listener closes is reset by the
      // kernel: the listener stays open until new connections stop, so there are none of these.
      newConnectionResets: count((o) => o.error !== undefined && o.error !== 'ECONNREFUSED' && !o.reused),
      refused: count((o) => o.error === 'ECONNREFUSED'),
      other: count((o) => o.status !== undefined && o.status !== 201 && o.status !== 503),
    },
  }
}

async function storedIds(database: DatabaseHandle, ids: number[]) {
  const rows = await database.db
    .select({ id: contactMessage.id })
    .from(contactMessage)
    .where(inArray(contactMessage.id, ids))
  return rows.length
}

const env = { TRUST_PROXY: 'loopback', RATE_LIMIT_MAX: '1000000' }

/** The drill on one database: `open` reopens it afterwards to look for the acknowledged writes. */
async function drillOn(name: string, serverEnv: Record<string, string>, open: () => Promise<DatabaseHandle>) {
  const server = spawnServer({ dataDir, port: await freePort(), env: { ...env, ...serverEnv } })
  await server.waitFor('LuxPro is ready', 120_000)
  const result = await drill(server)
  console.info(`SIGTERM under load, ${name}:`, result.figures, `stopped in ${result.stoppedInMs} ms`)
  expect(result.figures).toMatchObject({ resets: 0, newConnectionResets: 0, refused: 0, other: 0 })
  expect(result.exitCode).toBe(0)
  expect(logLines(server, 'database closed')).toHaveLength(1)
  const ids = result.outcomes.flatMap((o) => (o.id === undefined ? [] : [o.id]))
  const database = await open()
  try {
    expect(await storedIds(database, ids)).toBe(ids.length)
  } finally {
    await database.close()
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-drill-shutdown-load-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('SIGTERM under continuous keep-alive load: no reset, exit 0, acknowledged writes kept', () => {
  it('on the embedded database', async () => {
    await drillOn('embedded database', {}, () =>
      openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') }),
    )
  }, 240_000)

  it('on PostgreSQL', async (context) => {
    const url = await drillPostgresUrl()
    if (!url) return context.skip()
    const own = await createEmptyPostgresDatabase(url)
    try {
      await drillOn('PostgreSQL', { DATABASE_URL: own.url }, () =>
        openDatabase({ driver: 'postgres', url: own.url }),
      )
    } finally {
      await own.drop()
    }
  }, 240_000)
})
