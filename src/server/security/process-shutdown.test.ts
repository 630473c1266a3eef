import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { Agent, type IncomingMessage, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '@server/db/client'
import { contactMessage } from '@server/db/schema/index'
import { inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, logLines, type ServerProcess, startServer } from './process-harness'

/**
 * Drill: SIGTERM while keep-alive connections carry requests. Each in-flight request is a contact
 * message whose body is half sent when the signal arrives, so it is certain to be in the server; the
 * other sockets are idle. Every request gets its answer, the process exits 0 well within its grace
 * period (it used to wait for the keep-alive timeout, then force-exit with 1), and the data is there
 * (read from the data directory; that the next start serves it is main.test.ts's first test).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-drill-shutdown-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const IN_FLIGHT = 6
const IDLE_SOCKETS = 6

interface Answer {
  status: number
  connection: string | undefined
  body: string
}

function answerOf(req: ReturnType<typeof request>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    req.on('response', (res: IncomingMessage) => {
      let body = ''
      res.on('data', (chunk) => {
        body += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }))
    })
    req.on('error', reject)
  })
}

/** A contact POST sent in two halves; `finish` sends the second. Each comes from its own address. */
function halfSentContact(server: ServerProcess, agent: Agent, n: number) {
  const body = JSON.stringify({
    name: 'Luc Weber',
    email: `luc.${n}@example.lu`,
    topic: 'other',
    message: `Sent while the server stops, number ${n}`,
  })
  const req = request(`${server.base}/api/public/contact`, {
    method: 'POST',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(body),
      'x-forwarded-for': `10.1.0.${n + 1}`,
    },
  })
  const answer = answerOf(req)
  req.write(body.slice(0, 20))
  return { answer, finish: () => req.end(body.slice(20)) }
}

describe('SIGTERM under keep-alive load', () => {
  it('answers every in-flight request, closes the keep-alive sockets, exits 0 and keeps the data', async () => {
    const port = await freePort()
    // At debug level the server logs each request as it arrives (below: all in flight before SIGTERM).
    const env = { TRUST_PROXY: 'loopback', LOG_LEVEL: 'debug' }
    const server = await startServer({ dataDir, port, env })
    const agent = new Agent({ keepAlive: true, maxSockets: IN_FLIGHT + IDLE_SOCKETS })

    const warmUp = await Promise.all(
      Array.from({ length: IDLE_SOCKETS }, () => answerOf(request(`${server.base}/health`, { agent }).end())),
    )
    expect(warmUp.map((a) => a.status)).toEqual(Array(IDLE_SOCKETS).fill(200))
    const posts = Array.from({ length: IN_FLIGHT }, (_, n) => halfSentContact(server, agent, n))
    await expect
      .poll(() => logLines(server, 'incoming request').filter((l) => JSON.stringify(l).includes('contact')), {
        timeout: 10_000,
      })
      .toHaveLength(IN_FLIGHT)

    const signalledAt = Date.now()
    server.child.kill('SIGTERM')
    await server.waitFor('shutting down')
    for (const post of posts) post.finish()
    const answers = await Promise.all(posts.map((p) => p.answer))
    expect(answers.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(201))
    expect(answers.map((a) => a.connection)).toEqual(Array(IN_FLIGHT).fill('close'))
    expect(await server.exited).toBe(0)
    expect(Date.now() - signalledAt).toBeLessThan(5_000)
    expect(logLines(server, 'database closed')).toHaveLength(1)
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false)
    agent.destroy()

    const ids = answers.map((a) => (JSON.parse(a.body) as { id: number }).id)
    const database = await openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') })
    try {
      const rows = await database.db
        .select({ id: contactMessage.id })
        .from(contactMessage)
        .where(inArray(contactMessage.id, ids))
      expect(rows).toHaveLength(IN_FLIGHT)
    } finally {
      await database.close()
    }
  }, 90_000)
})
