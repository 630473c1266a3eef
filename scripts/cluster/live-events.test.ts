import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { EventStream, type Frame } from '@server/test/event-stream'
import { TestRedis } from '@server/test/test-redis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, type Cluster, startCluster, testClusterSettings } from './cluster-control'

/**
 * Live updates across instances (ADR 058): two instances of the production build on one PostgreSQL,
 * HAProxy in front. A write through one instance reaches the streams held by the other, through the
 * NOTIFY its trigger sends at commit. Skipped, saying why, without PostgreSQL or redis-server.
 */
const SERVER_URL = process.env.CLUSTER_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const postgresUp = await answers(SERVER_URL)
if (!postgresUp)
  console.warn(`⚠ live events cluster test skipped: PostgreSQL does not answer at ${SERVER_URL}`)

const DEMO_PASSWORD = 'Cluster-Drill-Password-2026'
const CUSTOMER = 'anne.schmit@example.lu'
const BUSINESS = 'contact@sanitaire-weber.lu'

let cluster: Cluster
let redis: TestRedis
let databaseUrl = ''
let origin = ''
const dir = mkdtempSync(join(tmpdir(), 'luxpro-cluster-live-'))
const instanceUrl = (index: number) => `http://127.0.0.1:${cluster.instances[index]!.port}`

async function signIn(url: string, email: string) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  expect(res.status).toBe(200)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

async function postJson(url: string, cookie: string, payload: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie },
    body: JSON.stringify(payload),
  })
  const body = await res.text()
  expect(res.status, body).toBeLessThan(300)
  return JSON.parse(body) as unknown
}

async function businessProviderId(): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const found = await client.query<{ id: number }>(
      `select p.id from provider p join "user" u on u.id = p.owner_user_id where u.email = $1 limit 1`,
      [BUSINESS],
    )
    return found.rows[0]!.id
  } finally {
    await client.end()
  }
}

const about = (kind: string, requestId: number) => (f: Frame) =>
  f.event === kind && (f.data as { quoteRequestId: number }).quoteRequestId === requestId

beforeAll(async () => {
  if (!postgresUp) return
  redis = await TestRedis.start()
  const target = new URL(SERVER_URL)
  target.pathname = `/luxpro_cluster_live_${randomBytes(4).toString('hex')}`
  databaseUrl = target.toString()
  const settings = await testClusterSettings({
    databaseUrl,
    redisUrl: redis.url,
    dir,
    demoAccountPassword: DEMO_PASSWORD,
    extraEnv: (proxyOrigin) => ({
      PUBLIC_URL: proxyOrigin,
      // One account holds more streams than an instance has request slots (32) in the proxy.
      EVENTS_MAX_STREAMS_PER_USER: '40',
    }),
  })
  origin = `http://localhost:${settings.port}`
  cluster = await startCluster(settings)
})

afterAll(async () => {
  await cluster?.stop()
  await redis?.kill()
  if (databaseUrl) {
    const server = new URL(databaseUrl)
    const name = server.pathname.slice(1)
    server.pathname = '/postgres'
    const client = new pg.Client({ connectionString: server.toString() })
    await client.connect()
    await client.query(`drop database if exists "${name}" with (force)`).catch(() => undefined)
    await client.end()
  }
  rmSync(dir, { recursive: true, force: true })
})

describe.skipIf(!postgresUp)('live updates across instances', () => {
  it('brings a message written through instance 1 to a stream held by instance 2 within a second', async () => {
    const customer = await signIn(instanceUrl(0), CUSTOMER)
    const business = await signIn(instanceUrl(0), BUSINESS)
    const providerId = await businessProviderId()
    const created = (await postJson(`${instanceUrl(0)}/api/quote-requests`, customer, {
      providerIds: [providerId],
      project: {
        name: 'Replace the kitchen tap',
        category: 'plumbing',
        description: 'The kitchen tap drips; replace it with a mixer tap of the same size.',
        location: 'L-8010',
        budgetLow: 150,
        budgetHigh: 400,
        timeline: 'within_month',
      },
    })) as { requests: Array<{ id: number }> }
    const requestId = created.requests[0]!.id

    const onSecond = await EventStream.open(instanceUrl(1), customer)
    expect(onSecond.status).toBe(200)
    await onSecond.ready()
    const writtenAt = Date.now()
    await postJson(`${instanceUrl(0)}/api/quote-requests/${requestId}/messages`, business, {
      body: 'I can come on Tuesday morning.',
    })
    await onSecond.waitFor(about('message', requestId), 1_000)
    const tookMs = Date.now() - writtenAt
    console.log(`message through app1 heard on app2's stream after ${tookMs} ms`)
    expect(tookMs).toBeLessThan(1_000)
    onSecond.close()
  })

  it('keeps streams through the proxy apart from the request slots of the instances', async () => {
    const customer = await signIn(cluster.url, CUSTOMER)
    // 80 streams, 40 on each instance: more than an instance's 32 request slots in the proxy.
    const streams = await Promise.all(
      Array.from({ length: 80 }, () => EventStream.open(cluster.url, customer)),
    )
    const opened = streams.filter((s) => s.status === 200)
    expect(opened.length).toBe(80)
    expect(new Set(opened.map((s) => s.response.headers.get('x-served-by')))).toEqual(
      new Set(['app1', 'app2']),
    )
    await Promise.all(opened.map((s) => s.ready()))
    const started = Date.now()
    // Requests still get a slot at once, on both instances.
    for (let i = 0; i < 4; i++) {
      const answer = await fetch(`${cluster.url}/api/public/settings`)
      await answer.arrayBuffer()
      expect(answer.status).toBe(200)
    }
    expect(Date.now() - started).toBeLessThan(3_000)
    for (const stream of streams) stream.close()
  })
})
