import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { crc32, deflateSync } from 'node:zlib'
import { TestRedis } from '@server/test/test-redis'
import { TEST_TOTP_SECRET, totpCode } from '@server/test/totp'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  answers,
  type Cluster,
  ROOT,
  startCluster,
  startInstance,
  testClusterSettings,
  waitForStatus,
} from './cluster-control'

/**
 * The cluster as `npm run cluster` starts it — two instances of the production build, HAProxy, the
 * local PostgreSQL (an empty database of the test's own), a Redis and an S3 store of its own — and
 * everything proven through the proxy only. Skipped, saying why, without PostgreSQL or redis-server.
 */
const SERVER_URL = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const postgresUp = await answers(SERVER_URL)
const redisServer = spawnSync('redis-server', ['--version']).error === undefined
const skipReason = !postgresUp
  ? `PostgreSQL does not answer at ${new URL(SERVER_URL).host}`
  : !redisServer
    ? 'redis-server is not installed (apt-get install redis-server)'
    : null
if (skipReason) console.warn(`⚠ test:cluster skipped: ${skipReason}`)

const DEMO_PASSWORD = 'Cluster-Drill-Password-2026'
const BUSINESS = 'contact@sanitaire-weber.lu'
const journal = JSON.parse(
  readFileSync(join(ROOT, 'src/server/db/migrations/meta/_journal.json'), 'utf8'),
) as {
  entries: unknown[]
}

/**
 * A real SMTP server the instances deliver to (SMTP_URL): counts every message it accepts, by
 * recipient. While paused it holds each new delivery at MAIL FROM, before any message is accepted.
 */
const received = new Map<string, number>()
let paused = false
const held: Array<() => void> = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onMailFrom(_address, _session, callback) {
    if (paused) held.push(() => callback())
    else callback()
  },
  onData(stream, session, callback) {
    stream.resume()
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1)
      callback()
    })
  },
})
// A held delivery whose sender was killed answers into a closed connection: nothing to report.
smtp.on('error', () => {})
const resume = () => {
  paused = false
  for (const release of held.splice(0)) {
    try {
      release()
    } catch {}
  }
}

let cluster: Cluster
let redis: TestRedis
let databaseUrl = ''
let origin = ''
const dir = mkdtempSync(join(tmpdir(), 'luxpro-cluster-'))

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** A request through the proxy; says which instance answered. */
async function through(path: string, init: RequestInit = {}) {
  const res = await fetch(`${cluster.url}${path}`, {
    ...init,
    headers: { origin, ...(init.headers as Record<string, string>) },
  })
  const body = Buffer.from(await res.arrayBuffer())
  return { status: res.status, servedBy: res.headers.get('x-served-by'), headers: res.headers, body }
}
const json = (body: Buffer) => JSON.parse(body.toString())
const postJson = (path: string, payload: unknown, cookie?: string) =>
  through(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(payload),
  })

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')

/** Signs in; the demo admin (two-step sign-in, TEST_TOTP_SECRET here) passes the second step. */
async function signIn(email: string, password: string) {
  const res = await fetch(`${cluster.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  })
  const answer = res.ok ? ((await res.json()) as { twoFactorRedirect?: boolean }) : await res.arrayBuffer()
  if (!('twoFactorRedirect' in answer)) return { status: res.status, cookie: cookiesOf(res) }
  const second = await fetch(`${cluster.url}/api/auth/two-factor/verify-totp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: cookiesOf(res) },
    body: JSON.stringify({ code: totpCode(TEST_TOTP_SECRET) }),
  })
  await second.arrayBuffer()
  return { status: second.status, cookie: cookiesOf(second) }
}

/**
 * Both instances answer `path` (and keep the answer) and `before` holds; then `write` goes through
 * one of them. Resolves with how long the other instance's answer took to satisfy `after`.
 */
async function seenByTheOther(
  path: string,
  before: (body: unknown) => boolean,
  write: () => Promise<{ status: number; servedBy: string | null; body: Buffer }>,
  after: (body: unknown) => boolean,
): Promise<number> {
  const answers = await Promise.all(Array.from({ length: 4 }, () => through(path)))
  expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['app1', 'app2']))
  for (const a of answers) expect(before(json(a.body))).toBe(true)
  const written = await write()
  expect(written.status, written.body.toString()).toBeLessThan(300)
  const writtenAt = Date.now()
  const other = written.servedBy === 'app1' ? 'app2' : 'app1'
  while (Date.now() - writtenAt < 3_000) {
    const answer = await through(path)
    if (answer.servedBy === other && after(json(answer.body))) return Date.now() - writtenAt
    await sleep(20)
  }
  return Number.POSITIVE_INFINITY
}

type SearchAnswer = { items: Array<{ slug: string; reviewCount: number }> }
const card = (body: unknown, slug: string) => (body as SearchAnswer).items.find((i) => i.slug === slug)

/** A real 1×1 PNG, different each call (its pixel's colour). */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const frame = Buffer.alloc(8 + data.length + 4)
    frame.writeUInt32BE(data.length, 0)
    body.copy(frame, 4)
    frame.writeUInt32BE(crc32(body), 8 + data.length)
    return frame
  }
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0])
  const pixel = Buffer.concat([Buffer.from([0]), randomBytes(3)])
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixel)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

beforeAll(async () => {
  if (skipReason) return
  redis = await TestRedis.start()
  await new Promise<void>((done) => smtp.listen(0, '127.0.0.1', () => done()))
  const smtpPort = (smtp.server.address() as { port: number }).port
  const name = `luxpro_cluster_test_${randomBytes(4).toString('hex')}`
  const target = new URL(SERVER_URL)
  target.pathname = `/${name}`
  databaseUrl = target.toString()
  const settings = await testClusterSettings({
    databaseUrl,
    redisUrl: redis.url,
    dir,
    demoAccountPassword: DEMO_PASSWORD,
    // Everything comes from 127.0.0.1 here: the per-email sign-in limit is the one under test.
    extraEnv: () => ({
      ASSISTANT_RATE_LIMIT_PER_MIN: '100000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // The admin API requires two-step sign-in: the demo admin gets this authenticator secret.
      DEMO_ADMIN_TOTP_SECRET: TEST_TOTP_SECRET,
    }),
  })
  origin = `http://localhost:${settings.port}`
  // Both instances start at once on the empty database (startCluster does not wait for one first).
  cluster = await startCluster(settings)
})

/**
 * Several tests prove that both instances answered. The proxy sends a request to an instance only
 * while its health check passes; a check answered late on a busy machine takes it out for a moment.
 * So each test starts once the proxy sends consecutive requests to both instances again.
 */
async function bothInRotation() {
  await expect
    .poll(
      async () => {
        const first = await through('/health/ready')
        const second = await through('/health/ready')
        return new Set([first.servedBy, second.servedBy]).size
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(2)
}

beforeEach(async () => {
  if (!skipReason && cluster) await bothInRotation()
})

afterAll(async () => {
  await cluster?.stop()
  await redis?.kill()
  resume()
  await new Promise<void>((done) => smtp.close(() => done()))
  if (databaseUrl) {
    const admin = new pg.Client({ connectionString: SERVER_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`)
    await admin.end()
  }
  rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(skipReason !== null)('two instances behind HAProxy', () => {
  it('started together on an empty database: migrated and seeded once, one instance having waited for the other', async () => {
    const [migrations] = await query<{ n: number; distinct: number }>(
      'select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations',
    )
    expect(migrations).toEqual({ n: journal.entries.length, distinct: journal.entries.length })
    const [places] = await query<{ n: number }>(
      "select count(*)::int as n from locality where kind = 'locality'",
    )
    expect(places!.n).toBe(552)
    const logs = cluster.instances.map((i) => readFileSync(join(dir, `${i.name}.log`), 'utf8'))
    expect(logs.filter((log) => log.includes('another instance is migrating or seeding'))).toHaveLength(1)
    const ready = await Promise.all(
      cluster.instances.map((i) => fetch(`http://127.0.0.1:${i.port}/health/ready`)),
    )
    expect(ready.map((r) => r.status)).toEqual([200, 200])
  })

  it('runs every scheduled job once across the two instances, through the one job runner', async () => {
    type Job = { name: string; runs: number; last_error: string | null; locked_by: string | null }
    const jobs = () => query<Job>('select name, runs, last_error, locked_by from scheduled_job order by name')
    const expected = [
      'assistant-conversation-purge',
      'daily-backup',
      'expired-auth-purge',
      'funnel-rollup',
      'monthly-invoices',
    ]
    // The instances register their jobs once they listen, which readiness does not wait for; new jobs
    // are due at once: one instance runs each, the other finds it taken. Some (the daily backup) take
    // a while. So wait until the jobs are there and none is unrun or still held.
    const state = async () => {
      const all = await jobs()
      return {
        missing: expected.filter((name) => !all.some((job) => job.name === name)),
        pending: all.filter((job) => job.runs === 0 || job.locked_by !== null).map((job) => job.name),
      }
    }
    await expect.poll(state, { timeout: 30_000, interval: 250 }).toEqual({ missing: [], pending: [] })
    for (const job of await jobs()) expect(job, job.name).toMatchObject({ runs: 1, last_error: null })
  })

  it('shares sessions: signed in through one instance, signed in on both', async () => {
    const { status, cookie } = await signIn(BUSINESS, DEMO_PASSWORD)
    expect(status).toBe(200)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => through('/api/users/me', { headers: { cookie } })),
    )
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200))
    expect(new Set(answers.map((a) => json(a.body).data.email))).toEqual(new Set([BUSINESS]))
    expect(new Set(answers.map((a) => a.servedBy))).toEqual(new Set(['app1', 'app2']))
  })

  it('serves an upload made through one instance from the other (one object store)', async () => {
    const { cookie } = await signIn(BUSINESS, DEMO_PASSWORD)
    const image = png()
    const form = new FormData()
    form.append('caption', 'Salle de bains, Bertrange')
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'bath.png')
    const uploaded = await through('/api/provider/portfolio', {
      method: 'POST',
      headers: { cookie },
      body: form,
    })
    expect(uploaded.status, uploaded.body.toString()).toBe(201)
    const id = json(uploaded.body).id as number
    const downloads = await Promise.all(
      Array.from({ length: 4 }, () => through(`/api/public/portfolio/${id}/image`)),
    )
    const fromOther = downloads.filter((d) => d.servedBy !== uploaded.servedBy)
    expect(fromOther.length).toBeGreaterThan(0)
    // The image pipeline stores a re-encoding, not the upload: both instances serve the same stored bytes.
    for (const d of downloads) {
      expect(d.status).toBe(200)
      expect(d.headers.get('content-type')).toBe('image/png')
      expect(d.body.equals(downloads[0]!.body)).toBe(true)
    }
  })

  it("finds a provider's edit made through one instance in a search served by the other within a second", async () => {
    const { cookie } = await signIn(BUSINESS, DEMO_PASSWORD)
    const word = `Kachelofenbau${randomBytes(2).toString('hex')}`
    const search = () => through(`/api/public/providers/search?q=${word}`)
    // Both instances answer (and keep) the search before the edit.
    const before = await Promise.all(Array.from({ length: 4 }, search))
    expect(new Set(before.map((b) => b.servedBy))).toEqual(new Set(['app1', 'app2']))
    expect(before.every((b) => json(b.body).total === 0)).toBe(true)

    const created = await postJson(
      '/api/provider/services',
      { name: word, description: '', price: 1200, unit: 'job', category: 'plumbing' },
      cookie,
    )
    expect(created.status, created.body.toString()).toBe(201)
    const editedAt = Date.now()
    const other = created.servedBy === 'app1' ? 'app2' : 'app1'
    let foundAfter = Number.POSITIVE_INFINITY
    while (Date.now() - editedAt < 3_000) {
      const answer = await search()
      if (answer.servedBy === other && json(answer.body).total === 1) {
        foundAfter = Date.now() - editedAt
        break
      }
      await sleep(20)
    }
    expect(foundAfter).toBeLessThan(1_000)
  })

  it("shows a review written through one instance in the other's search within a second", async () => {
    // The demo customer has a completed job with this cleaning company (demo-account-links.ts).
    const slug = 'clean-home-kirchberg'
    const [listing] = await query<{ name: string; review_count: number }>(
      'select name, review_count from provider where slug = $1',
      [slug],
    )
    const count = listing!.review_count
    const { cookie } = await signIn('anne.schmit@example.lu', DEMO_PASSWORD)
    const after = await seenByTheOther(
      `/api/public/providers/search?q=${encodeURIComponent(listing!.name)}`,
      (body) => card(body, slug)?.reviewCount === count,
      () =>
        postJson(
          `/api/providers/${slug}/reviews`,
          { rating: 5, text: 'Spotless flat, keys handed back without a single remark. Thank you!' },
          cookie,
        ),
      (body) => card(body, slug)?.reviewCount === count + 1,
    )
    expect(after).toBeLessThan(1_000)
  })

  it("hides a provider deactivated through one instance from the other's search and profile within a second", async () => {
    const slug = 'electricite-rossi-esch-sur-alzette'
    const [owner] = await query<{ id: string }>('select id from "user" where email = $1', [
      'info@electricite-rossi.lu',
    ])
    const { cookie } = await signIn('admin@luxpro.lu', DEMO_PASSWORD)
    const after = await seenByTheOther(
      '/api/public/providers/search?q=Rossi',
      (body) => card(body, slug) !== undefined,
      () =>
        postJson(
          `/api/admin/users/${owner!.id}/status`,
          { status: 'inactive', reason: 'Cluster drill: insurance certificate expired' },
          cookie,
        ),
      (body) => card(body, slug) === undefined,
    )
    expect(after).toBeLessThan(1_000)
    const profiles = await Promise.all(
      Array.from({ length: 4 }, () => through(`/api/public/providers/${slug}`)),
    )
    expect(new Set(profiles.map((p) => p.servedBy))).toEqual(new Set(['app1', 'app2']))
    expect(profiles.map((p) => p.status)).toEqual([404, 404, 404, 404])
  })

  it('shares rate limits: the per-email sign-in limit counts attempts on both instances together', async () => {
    const email = `nobody.${randomBytes(3).toString('hex')}@example.lu`
    const attempts: Array<{ status: number; servedBy: string | null }> = []
    for (let i = 0; i < 10; i++)
      attempts.push(await postJson('/api/auth/sign-in/email', { email, password: 'Wrong-Password-1' }))
    expect(new Set(attempts.map((a) => a.servedBy))).toEqual(new Set(['app1', 'app2']))
    // 5 per email from one address (ADR 007), whichever instance counts: not 5 per instance.
    expect(attempts.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429])
  })

  it('loses no acknowledged write when one instance is killed with -9 mid-burst, and routes around it', async () => {
    const acknowledged: Array<{ sessionId: string; at: number; servedBy: string | null }> = []
    const failures: Array<{ at: number; outcome: string }> = []
    let writing = true
    let sent = 0
    const writer = async () => {
      while (writing) {
        const n = ++sent
        try {
          const res = await postJson('/api/public/chat', {
            message: `Je cherche un plombier à Esch-sur-Alzette (${n})`,
          })
          if (res.status === 200)
            acknowledged.push({ sessionId: json(res.body).sessionId, at: Date.now(), servedBy: res.servedBy })
          else failures.push({ at: Date.now(), outcome: `${res.status} from ${res.servedBy ?? 'the proxy'}` })
        } catch (error) {
          failures.push({ at: Date.now(), outcome: String(error) })
        }
      }
    }
    const writerCount = 4
    const writers = Array.from({ length: writerCount }, writer)
    await sleep(1_500)
    const victim = cluster.instances[0]!
    process.kill(victim.pid, 'SIGKILL')
    const killedAt = Date.now()
    try {
      await victim.exited
      await sleep(3_000)
      writing = false
      await Promise.all(writers)

      const before = acknowledged.filter((a) => a.at < killedAt)
      const after = acknowledged.filter((a) => a.at > killedAt + 2_000)
      expect(before.length).toBeGreaterThan(10)
      expect(new Set(before.map((a) => a.servedBy))).toEqual(new Set(['app1', 'app2']))
      expect(after.length).toBeGreaterThan(10)
      expect(new Set(after.map((a) => a.servedBy))).toEqual(new Set(['app2']))
      // Only the kill makes requests fail, and only until the proxy has seen app1 gone: the
      // request each writer had in app1 when it died, and at most its next one if the proxy sent
      // it on a kept-alive connection to app1 before noticing it closed (not retried: it may have
      // arrived). A connection the proxy cannot make is retried on app2.
      const report = failures.map((f) => `${f.at - killedAt} ms after the kill: ${f.outcome}`)
      expect(
        failures.every((f) => f.at >= killedAt && f.at <= killedAt + 2_000),
        report.join('\n'),
      ).toBe(true)
      expect(failures.length, report.join('\n')).toBeLessThanOrEqual(2 * writerCount)
      console.info(
        `kill -9 drill: ${acknowledged.length} writes acknowledged (${before.length} before the kill, ${after.length} from 2 s after), ${failures.length} failed${report.length ? `:\n  ${report.join('\n  ')}` : ''}`,
      )
      const ids = acknowledged.map((a) => a.sessionId)
      const stored = await query<{ id: string }>('select id from chat_session where id = any($1)', [ids])
      expect(stored.length).toBe(new Set(ids).size)
    } finally {
      writing = false
      await Promise.all(writers)
      // Back in the pool once restarted (also when a check above failed: the next tests need both).
      const restarted = startInstance(cluster.settings, 0)
      cluster.instances[0] = restarted
      await waitForStatus(`http://127.0.0.1:${restarted.port}/health/ready`, 200, 60_000, restarted)
    }
    await expect
      .poll(async () => (await through('/health/ready')).servedBy, { timeout: 10_000, interval: 100 })
      .toBe('app1')
  })

  it('delivers 1,000 queued emails from both instances, each exactly once, and takes over what a killed instance had claimed', async () => {
    const prefix = `bulk-${randomBytes(3).toString('hex')}`
    const recipients = Array.from({ length: 1_000 }, (_, i) => `${prefix}.${i}@example.lu`)
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      await db.query(
        `insert into outbox_email ("to", subject, text, html, template, language, next_attempt_at)
         select "to", 'Message', 'Body', '<p>Body</p>', 'verify-email', 'en', now() from unnest($1::text[]) as "to"`,
        [recipients],
      )
      const delivered = () => recipients.filter((to) => received.has(to)).length
      const claims = async () =>
        (
          await db.query<{ claimed_by: string; n: number }>(
            `select claimed_by, count(*)::int as n from outbox_email
              where "to" like $1 and status = 'stored' and claimed_by is not null group by claimed_by`,
            [`${prefix}.%`],
          )
        ).rows
      const sent = async () =>
        (
          await db.query<{ n: number }>(
            `select count(*)::int as n from outbox_email where "to" like $1 and status = 'sent'`,
            [`${prefix}.%`],
          )
        ).rows[0]!.n

      // Both instances claim and send, batch after batch: watched until 300 are delivered and both
      // have been seen claiming (a claim lives only while its batch is sent, and sampling can miss
      // one), or until every email is out.
      const claimers = new Set<string>()
      const instanceOf = (claimer: string) =>
        cluster.instances.find((i) => claimer.includes(`:${i.pid}:`))?.name
      const seen = () => new Set([...claimers].map(instanceOf)).size
      const startedAt = Date.now()
      while ((delivered() < 300 || seen() < 2) && delivered() < recipients.length) {
        for (const c of await claims()) claimers.add(c.claimed_by)
        if (Date.now() - startedAt > 30_000) throw new Error(`only ${delivered()} delivered in 30 s`)
        await sleep(10)
      }
      expect(new Set([...claimers].map(instanceOf))).toEqual(new Set(['app1', 'app2']))

      // Deliveries held at MAIL FROM: each instance ends up holding a claimed batch it cannot send.
      paused = true
      let holding: Awaited<ReturnType<typeof claims>> = []
      await expect
        .poll(
          async () => {
            holding = await claims()
            return holding.map((c) => instanceOf(c.claimed_by)).sort()
          },
          { timeout: 10_000, interval: 100 },
        )
        .toEqual(['app1', 'app2'])
      // Settled: no acceptance of the last moment still to be recorded as sent.
      for (let last = ''; last !== JSON.stringify(holding); ) {
        last = JSON.stringify(holding)
        await sleep(300)
        holding = await claims()
      }
      const victim = cluster.instances[1]!
      const victimClaim = holding.find((c) => instanceOf(c.claimed_by) === 'app2')!
      process.kill(victim.pid, 'SIGKILL')
      await victim.exited
      resume()

      // The survivor sends everything else; the dead instance's claims hold until their lease ends…
      await expect.poll(sent, { timeout: 60_000, interval: 200 }).toBe(1_000 - victimClaim.n)
      expect(await claims()).toEqual([victimClaim])
      // …which is two minutes: end it now rather than wait, as the clock would.
      await db.query(`update outbox_email set claimed_until = now() where claimed_by = $1`, [
        victimClaim.claimed_by,
      ])
      await expect.poll(sent, { timeout: 10_000, interval: 200 }).toBe(1_000)

      expect(recipients.filter((to) => received.get(to) !== 1)).toEqual([])
      const attempts = await db.query<{ attempts: number; n: number }>(
        `select attempts, count(*)::int as n from outbox_email where "to" like $1 group by attempts order by attempts`,
        [`${prefix}.%`],
      )
      expect(attempts.rows).toEqual([
        { attempts: 1, n: 1_000 - victimClaim.n },
        { attempts: 2, n: victimClaim.n },
      ])
      console.info(
        `outbox drill: 1,000 emails in ${((Date.now() - startedAt) / 1000).toFixed(1)} s, ${victimClaim.n} taken over from the killed instance`,
      )
    } finally {
      resume()
      await db.end()
    }
  })
})
