import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout } from 'node:timers/promises'
import { createEmptyPostgresDatabase } from '@server/test/database-snapshot'
import { TcpProxy } from '@server/test/tcp-proxy'
import { afterAll, describe, expect, it } from 'vitest'
import { drillPostgresUrl, freePort, spawnServer } from './process-harness'

/**
 * Drill: PostgreSQL cut (every connection dropped, new ones refused) for a few seconds while people
 * sign up and sign in. Each request answered meanwhile gets 503 — the sign-up the library wraps as
 * FAILED_TO_CREATE_USER included — never a 422 or a 500; the log holds no email address and no query
 * parameter, and its warnings and errors stay a handful however many requests fail.
 */
const CUT_MS = 5_000
const WORKERS = 4
const PASSWORD = 'Outage-drill-Passphrase-7351'
/** Warning and error lines the whole cut may write: a line per distinct failure, not per request. */
const MAX_PROBLEM_LINES = 25

const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-drill-db-outage-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('PostgreSQL outage while people sign up and sign in', () => {
  it('answers 503, writes no personal data to the log and a bounded number of lines', async (context) => {
    const url = await drillPostgresUrl()
    if (!url) return context.skip()
    const own = await createEmptyPostgresDatabase(url)
    const target = new URL(own.url)
    const proxy = await TcpProxy.start({ host: target.hostname, port: Number(target.port || 5432) })
    const throughProxy = new URL(own.url)
    throughProxy.host = `127.0.0.1:${proxy.port}`
    const server = spawnServer({
      dataDir,
      port: await freePort(),
      env: {
        DATABASE_URL: throughProxy.toString(),
        TRUST_PROXY: 'loopback',
        RATE_LIMIT_MAX: '1000000',
        AUTH_RATE_LIMIT_PER_IP: '1000000',
      },
    })
    const emails: string[] = []
    try {
      await server.waitFor('LuxPro is ready', 120_000)
      let n = 0
      const post = async (path: string, body: Record<string, unknown>) => {
        const res = await fetch(`${server.base}/api/auth/${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            'x-forwarded-for': `10.2.${(n >> 8) & 255}.${n & 255}`,
          },
          body: JSON.stringify(body),
        })
        await res.arrayBuffer()
        return res.status
      }
      const signUp = () => {
        const email = `outage.person.${n++}@example.lu`
        emails.push(email)
        return post('sign-up/email', { name: 'Outage Person', email, password: PASSWORD })
      }
      const signIn = () => post('sign-in/email', { email: emails[n++ % emails.length], password: PASSWORD })

      for (let i = 0; i < 3; i++) expect(await signUp()).toBe(200)
      expect([401, 403]).toContain(await signIn())

      // The database goes away while the sign-up's insert is on its way: the library catches the
      // failed query and says 422 FAILED_TO_CREATE_USER; the answer must say 503.
      const cutDuringInsert = proxy.cutOnSending('insert into "user"')
      const inFlight = signUp()
      await cutDuringInsert
      expect(await inFlight).toBe(503)
      await proxy.restore()
      await expect
        .poll(async () => (await fetch(`${server.base}/health/ready`)).status, { timeout: 20_000 })
        .toBe(200)

      let cutAt = 0
      const during: number[] = []
      let stop = false
      const worker = async (w: number) => {
        while (!stop) {
          const startedAt = Date.now()
          const status = await (w % 2 === 0 ? signUp() : signIn())
          if (cutAt > 0 && startedAt >= cutAt - 200) during.push(status)
        }
      }
      const workers = Array.from({ length: WORKERS }, (_, w) => worker(w))
      await setTimeout(300)
      const linesBefore = server.output().split('\n').length
      cutAt = Date.now()
      await proxy.cut()
      await setTimeout(CUT_MS)
      stop = true
      await Promise.all(workers)
      const cutLines = server
        .output()
        .split('\n')
        .slice(linesBefore - 1)
      await proxy.restore()
      await expect
        .poll(async () => (await fetch(`${server.base}/health/ready`)).status, { timeout: 20_000 })
        .toBe(200)

      const problems = cutLines.filter((line) => /"level":(40|50|60)/.test(line) || !line.startsWith('{'))
      const figures = {
        requests: during.length,
        unavailable: during.filter((s) => s === 503).length,
        otherFailures: during.filter((s) => s === 422 || (s >= 500 && s !== 503)).length,
        linesDuringCut: cutLines.length,
        problemLines: problems.length,
        logBytes: server.output().length,
      }
      console.info('PostgreSQL cut:', figures)
      expect(figures.otherFailures).toBe(0)
      expect(figures.unavailable).toBeGreaterThan(20)
      expect(figures.problemLines).toBeLessThanOrEqual(MAX_PROBLEM_LINES)
      const log = server.output()
      const leaked = emails.filter(
        (email) => log.includes(email) || log.includes(email.split('@')[0] ?? email),
      )
      expect(leaked).toEqual([])
      expect(log).not.toMatch(/params:|"params"|values \(\$1/i)
      expect(log).not.toContain(PASSWORD)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      await proxy.cut()
      await own.drop()
    }
  }, 240_000)
})
