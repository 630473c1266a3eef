import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CATEGORIES } from '@shared/catalog/categories'
import { gte, max } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from './app'
import { testConfig } from './config'
import { type DatabaseHandle, openDatabase } from './db/client'
import { contactMessage, scheduledJob } from './db/schema/index'
import { FIRST_ROUND_DONE } from './jobs/job-runner'
import { projectPath } from './project-root'
import { freePort, type ServerProcess, spawnServer, startServer } from './security/process-harness'

/**
 * The real server process on the embedded database: start, serve, stop on SIGTERM with in-flight
 * requests finished, find its data intact on the next start, and refuse to start when it must.
 */
const root = mkdtempSync(join(tmpdir(), 'luxpro-main-'))
const dataDir = join(root, 'data')
afterAll(() => rmSync(root, { recursive: true, force: true }))

const contact = (base: string, message: string) =>
  fetch(`${base}/api/public/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Luc Weber', email: 'luc@example.lu', topic: 'other', message }),
  })
const idOf = async (res: Response) => ((await res.json()) as { id: number }).id

async function stop(server: ServerProcess, signal: NodeJS.Signals = 'SIGTERM') {
  server.child.kill(signal)
  expect(await server.exited).toBe(0)
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('server process on the embedded database', () => {
  // Each start of the server process costs seconds: the tests below share their starts, one after the
  // other on one data directory.
  it('shuts down cleanly on SIGTERM after finishing in-flight requests; the next start finds its data and keeps it from a second process', async () => {
    const port = await freePort()
    // At debug level the server writes each request's arrival: SIGTERM goes once this one is inside.
    const first = await startServer({ dataDir, port, env: { LOG_LEVEL: 'debug' } })
    const sent = await contact(first.base, 'Kept across restarts?')
    expect(sent.status).toBe(201)

    const inFlight = fetch(`${first.base}/api/public/localities?q=Clervaux`)
    await first.waitFor('/api/public/localities')
    first.child.kill('SIGTERM')
    expect((await inFlight).status).toBe(200)
    expect(await first.exited).toBe(0)

    const second = await startServer({ dataDir, port })
    try {
      const health = await fetch(`${second.base}/health`)
      expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok' })
      // Had the data dir been lost, the id sequence would start again at 1.
      const next = await contact(second.base, 'Second message here')
      const nextId = await idOf(next)
      expect(nextId).toBeGreaterThan(await idOf(sent))

      const other = spawnServer({ dataDir, port: await freePort() })
      expect(await other.exited).toBe(1)
      expect(other.output()).toContain('is in use by another LuxPro process')
      expect(other.output()).not.toContain('LuxPro is ready')
      // A second `npm start`: the same port and data directory. The port says no before the lock is tried.
      const again = spawnServer({ dataDir, port })
      expect(await again.exited).toBe(1)
      expect(again.output()).toContain(`port ${port} on 127.0.0.1 is already in use (EADDRINUSE)`)
      expect(again.output()).not.toContain('is locked by another process')

      const after = await contact(second.base, 'After the second process')
      expect(await idOf(after)).toBe(nextId + 1)
    } finally {
      await stop(second, 'SIGINT')
    }
  }, 90_000)

  it('answers at once when ready with the data the refused processes left intact, and does what it put off (the jobs’ first round) a moment later', async () => {
    const openData = () => openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') })
    const before = await openData()
    // Every job due (rows an earlier start made may not be): the first round runs each of them.
    await before.db.update(scheduledJob).set({ nextRunAt: new Date() })
    const [last] = await before.db.select({ id: max(contactMessage.id) }).from(contactMessage)
    await before.close()
    const port = await freePort()
    const scrapeToken = 'main-test-scrape-token-0123'
    const server = await startServer({ dataDir, port, env: { METRICS_TOKEN: scrapeToken } })
    const ready = new Date()
    let stopped = false
    const databaseSize = async () => {
      const metrics = await fetch(`${server.base}/metrics`, {
        headers: { authorization: `Bearer ${scrapeToken}` },
      })
      expect(metrics.status).toBe(200)
      return Number(/^luxpro_database_size_bytes (\S+)$/m.exec(await metrics.text())?.[1])
    }
    try {
      // The reference data is read after the start: the first request that needs it reads it itself.
      const categories = await fetch(`${server.base}/api/public/categories`)
      expect(categories.status).toBe(200)
      expect(((await categories.json()) as { items: unknown[] }).items).toHaveLength(CATEGORIES.length)
      expect((await fetch(`${server.base}/health`)).status).toBe(200)
      expect(await idOf(await contact(server.base, 'After the restart'))).toBe((last?.id ?? 0) + 1)
      await server.waitFor(FIRST_ROUND_DONE)
      // The admins' figures (the database's size) are read a moment after the start, not before it answers.
      await expect.poll(databaseSize, { timeout: 15_000, interval: 250 }).toBeGreaterThan(0)
      await stop(server)
      stopped = true
    } finally {
      if (!stopped) await stop(server)
    }
    const database = await openData()
    try {
      const started = await database.db
        .select({ name: scheduledJob.name })
        .from(scheduledJob)
        .where(gte(scheduledJob.lastStartedAt, ready))
      expect(started.length).toBeGreaterThan(0)
    } finally {
      await database.close()
    }
  }, 90_000)

  it('refuses to start in production without AUTH_SECRET, before creating anything', async () => {
    const fresh = join(root, 'no-secret')
    const server = spawnServer({ dataDir: fresh, port: await freePort(), env: { AUTH_SECRET: '' } })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('LuxPro cannot start: Invalid configuration: AUTH_SECRET')
    expect(existsSync(fresh)).toBe(false)
  }, 30_000)

  it('refuses a busy port before touching the data directory', async () => {
    const busy = createServer()
    const port = await freePort()
    await new Promise<void>((listening) => busy.listen(port, '127.0.0.1', listening))
    try {
      const fresh = join(root, 'busy-port')
      const server = spawnServer({ dataDir: fresh, port })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain('EADDRINUSE')
      expect(existsSync(fresh)).toBe(false)
    } finally {
      await new Promise((closed) => busy.close(closed))
    }
  }, 30_000)
})

describe('with the database down', () => {
  async function appOn(database: DatabaseHandle): Promise<FastifyInstance> {
    const app = await buildApp({
      config: testConfig(),
      database,
      webRoot: projectPath('dist/web'),
      version: 'test',
      startedAt: Date.now(),
      authSecret: 'test-secret-test-secret-test-secret-0123',
    })
    await app.ready()
    return app
  }
  const post = (app: FastifyInstance, language: string) =>
    app.inject({
      method: 'POST',
      url: '/api/public/contact',
      headers: { 'accept-language': language },
      payload: { name: 'Luc Weber', email: 'luc@example.lu', topic: 'other', message: 'Is anyone there?' },
    })

  it('answers 503 with a localized service_unavailable error on a closed embedded database', async () => {
    const database = await openDatabase({ driver: 'pglite' })
    const app = await appOn(database)
    await database.close()
    try {
      const res = await post(app, 'fr')
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('5')
      expect(res.json()).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'LuxPro est momentanément indisponible. Veuillez réessayer dans quelques instants.',
        },
      })
    } finally {
      await app.close()
    }
  })

  it('answers 503 when PostgreSQL refuses connections', async () => {
    const database = await openDatabase({
      driver: 'postgres',
      url: `postgres://postgres@127.0.0.1:${await freePort()}/none`,
    })
    const app = await appOn(database)
    try {
      const res = await post(app, 'de')
      expect(res.statusCode).toBe(503)
      expect(res.json().error).toEqual({
        code: 'service_unavailable',
        message:
          'LuxPro ist vorübergehend nicht verfügbar. Bitte versuchen Sie es in wenigen Augenblicken erneut.',
      })
      expect((await app.inject({ url: '/health' })).statusCode).toBe(503)
    } finally {
      await app.close()
      await database.close()
    }
  })
})
