import { Agent, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Config } from '@server/config'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { TestRedis } from '@server/test/test-redis'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

/**
 * With Redis unreachable, stalled or dying mid-run, requests stay fast and
 * rate limits stay on (per instance), /health and /metrics say so, and Redis is used again when back.
 */

const REQUESTS = 300
const CONCURRENCY = 10
/**
 * What an outage may add to the p99 of a burst: the requests in flight when Redis stops answering
 * wait for the 100 ms command timeout once, then the fallback answers at once; the other 100 ms are
 * margin for a busy host. The floor is the same burst on the in-memory store, measured in the same
 * test, so the drill asserts the outage's cost and not the host's speed.
 */
const OUTAGE_ALLOWANCE_MS = 200
const PER_MINUTE = 200
/** Limited by the global per-IP limit and answered without the database: what is measured is the limiter. */
const BURST_PATH = '/robots.txt'
const METRICS_TOKEN = 'redis-outage-drill-scrape-token'

/** Keep-alive connections like a browser's; destroyed after each test so the app can close. */
let agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })

interface CallOptions {
  method?: string
  headers?: Record<string, string>
  body?: string
  /** Another loopback address is another client to the rate limiter. */
  localAddress?: string
}

function call(url: string, { method = 'GET', headers, body, localAddress }: CallOptions = {}) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const connection = localAddress ? { agent: false as const, localAddress } : { agent }
    const req = request(url, { ...connection, method, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

/** A throwaway redis-server on a free port: the machine's Redis is never stopped or flushed. */

interface Instance extends TestApp {
  base: string
}

async function startInstance(overrides: Partial<Config>): Promise<Instance> {
  const t = await buildTestApp({ RATE_LIMIT_MAX: PER_MINUTE, METRICS_TOKEN, ...overrides })
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as AddressInfo
  const instance = { ...t, base: `http://127.0.0.1:${port}` }
  // The first requests pay for compiling, and a page for loading the server renderer (which starts
  // when the server listens): not what is measured; made by another client.
  for (let i = 0; i < 20; i++) await call(`${instance.base}${BURST_PATH}`, { localAddress: '127.0.0.2' })
  await call(`${instance.base}/how-it-works`, { localAddress: '127.0.0.2' })
  return instance
}

/** Real HTTP requests, CONCURRENCY at a time, spread over the instances; `during(i)` runs before request i. */
async function burst(instances: Instance[], during: (i: number) => void = () => {}) {
  const latencies: number[] = []
  const statuses: number[] = []
  let next = 0
  const worker = async () => {
    while (next < REQUESTS) {
      const i = next++
      during(i)
      const target = instances[i % instances.length] as Instance
      const started = performance.now()
      const res = await call(`${target.base}${BURST_PATH}`)
      latencies.push(performance.now() - started)
      statuses.push(res.status)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  latencies.sort((a, b) => a - b)
  const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1] ?? Number.POSITIVE_INFINITY
  const count = (status: number) => statuses.filter((s) => s === status).length
  return { p99, ok: count(200), limited: count(429), other: statuses.length - count(200) - count(429) }
}

/** The p99 of the same burst over as many instances on the in-memory store (no Redis at all). */
async function floorP99(instanceCount: number, overrides: Partial<Config> = {}) {
  const floor: Instance[] = []
  try {
    for (let i = 0; i < instanceCount; i++) floor.push(await startInstance(overrides))
    return (await burst(floor)).p99
  } finally {
    agent.destroy()
    agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
    for (const instance of floor) await instance.close()
  }
}

/** The outage's p99 is within the allowance above the floor measured just before it. */
function expectWithinAllowance(p99: number, floor: number) {
  expect(p99, `p99 ${p99.toFixed(1)} ms against a floor of ${floor.toFixed(1)} ms`).toBeLessThan(
    floor + OUTAGE_ALLOWANCE_MS,
  )
}

async function health(instance: Instance) {
  const res = await call(`${instance.base}/health`)
  return { status: res.status, body: JSON.parse(res.text) as { status: string; rateLimitStore: string } }
}

async function metric(instance: Instance, name: string) {
  const res = await call(`${instance.base}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  })
  const line = res.text.split('\n').find((l) => l.startsWith(`${name} `))
  return line === undefined ? undefined : Number(line.split(' ')[1])
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('Redis outage drill', () => {
  let redis: TestRedis
  let instances: Instance[] = []
  beforeAll(async () => {
    redis = await TestRedis.start()
  })
  afterAll(async () => {
    redis.resume()
    await redis.kill()
  })
  afterEach(async () => {
    agent.destroy()
    agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
    for (const instance of instances) await instance.close()
    instances = []
  })

  it('Redis unreachable from the start: p99 within the allowance, per-instance limits enforced, sign-in limits too', async () => {
    const floor = await floorP99(1)
    const instance = await startInstance({ REDIS_URL: 'redis://127.0.0.1:1', AUTH_RATE_LIMIT_PER_EMAIL: 3 })
    instances = [instance]

    const result = await burst([instance])
    console.info('Redis unreachable:', result, 'floor p99', floor)
    expectWithinAllowance(result.p99, floor)
    expect(result).toMatchObject({ ok: PER_MINUTE, limited: REQUESTS - PER_MINUTE, other: 0 })

    // The per-email sign-in limiter (createRateLimit) counts on the same fallback.
    const signIn = () =>
      call(`${instance.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: instance.app.deps.config.PUBLIC_URL },
        body: JSON.stringify({ email: 'nobody@example.lu', password: 'wrong-password-123' }),
      }).then((res) => res.status)
    const attempts: number[] = []
    for (let i = 0; i < 6; i++) attempts.push(await signIn())
    expect(attempts.slice(0, 3)).not.toContain(429)
    expect(attempts.slice(3)).toEqual([429, 429, 429])

    expect(await health(instance)).toEqual({
      status: 200,
      body: expect.objectContaining({ status: 'degraded', rateLimitStore: 'memory-fallback' }),
    })
    expect(await metric(instance, 'rate_limit_store_fallback')).toBe(1)
    expect(await metric(instance, 'rate_limit_store_fallbacks_total')).toBe(1)
  })

  it('Redis dies mid-run under two instances: p99 within the allowance, limits per instance, then shared again when Redis is back', async () => {
    const max = 80
    const floor = await floorP99(2, { RATE_LIMIT_MAX: max })
    const overrides = { REDIS_URL: redis.url, RATE_LIMIT_MAX: max }
    instances = [await startInstance(overrides), await startInstance(overrides)]
    const [a, b] = instances as [Instance, Instance]
    expect((await health(a)).body).toMatchObject({ status: 'ok', rateLimitStore: 'redis' })

    let killed: Promise<void> | undefined
    const result = await burst(instances, (i) => {
      if (i === 100) killed = redis.kill()
    })
    await killed
    console.info('Redis killed after 100 of 300 requests:', result, 'floor p99', floor)
    expectWithinAllowance(result.p99, floor)
    expect(result.other).toBe(0)
    // About 100 requests counted in Redis (80 allowed for the two together), then each instance
    // counts on its own, from the last counts it saw: at most 80 more each, the rest refused.
    expect(result.ok).toBeLessThanOrEqual(3 * max)
    expect(result.limited).toBeGreaterThanOrEqual(REQUESTS - 3 * max)
    for (const instance of instances) {
      expect(await health(instance)).toEqual({
        status: 200,
        body: expect.objectContaining({ status: 'degraded', rateLimitStore: 'memory-fallback' }),
      })
      expect(await metric(instance, 'rate_limit_store_fallback')).toBe(1)
    }

    await redis.restart()
    await until(async () => (await health(a)).body.rateLimitStore === 'redis')
    await until(async () => (await health(b)).body.rateLimitStore === 'redis')
    expect((await health(a)).body.status).toBe('ok')
    expect(await metric(a, 'rate_limit_store_fallback')).toBe(0)
    expect(await metric(a, 'rate_limit_store_fallbacks_total')).toBe(1)
    // Shared again (a fresh Redis): the two instances together allow max, not twice that. A Redis call
    // slower than the command timeout (a busy host) sends an instance to its own counts for a second, by
    // design: then each instance still allows at most max, and no request goes unchecked.
    const fallbacks = async () =>
      ((await metric(a, 'rate_limit_store_fallbacks_total')) ?? 0) +
      ((await metric(b, 'rate_limit_store_fallbacks_total')) ?? 0)
    const fallbacksBefore = await fallbacks()
    const shared = await burst(instances)
    if ((await fallbacks()) === fallbacksBefore) {
      expect(shared).toMatchObject({ ok: max, limited: REQUESTS - max, other: 0 })
    } else {
      console.info('An instance fell back during the shared burst (a slow Redis call):', shared)
      expect(shared.other).toBe(0)
      expect(shared.ok).toBeLessThanOrEqual(2 * max)
    }
  })

  it('Redis dies in the middle of a sign-in window: the fallback goes on from the counts Redis had', async () => {
    const limit = 10
    instances = [
      await startInstance({
        REDIS_URL: redis.url,
        AUTH_RATE_LIMIT_PER_IP: limit,
        AUTH_RATE_LIMIT_PER_EMAIL: limit,
        AUTH_RATE_LIMIT_PER_EMAIL_GLOBAL: 2 * limit,
      }),
    ]
    const [instance] = instances as [Instance]
    const signIn = () =>
      call(`${instance.base}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: instance.app.deps.config.PUBLIC_URL },
        body: JSON.stringify({ email: 'guessed@example.lu', password: 'wrong-password-123' }),
      }).then((res) => res.status)
    const attempts: number[] = []
    for (let i = 0; i < 8; i++) attempts.push(await signIn())
    expect((await health(instance)).body.rateLimitStore).toBe('redis')
    await redis.kill()
    try {
      for (let i = 0; i < 7; i++) attempts.push(await signIn())
      expect((await health(instance)).body.rateLimitStore).toBe('memory-fallback')
    } finally {
      await redis.restart()
    }
    expect(attempts.slice(0, limit)).not.toContain(429)
    expect(attempts.slice(limit)).toEqual(Array(15 - limit).fill(429))
  })

  it('Redis stalls with its connections open (a partition): p99 within the allowance, limits enforced', async () => {
    const floor = await floorP99(1)
    instances = [await startInstance({ REDIS_URL: redis.url })]
    const [instance] = instances as [Instance]
    redis.pause()
    try {
      const result = await burst(instances)
      console.info('Redis stalled:', result, 'floor p99', floor)
      expectWithinAllowance(result.p99, floor)
      expect(result).toMatchObject({ ok: PER_MINUTE, limited: REQUESTS - PER_MINUTE, other: 0 })
      expect((await health(instance)).body.rateLimitStore).toBe('memory-fallback')
    } finally {
      redis.resume()
    }
    await until(async () => (await health(instance)).body.rateLimitStore === 'redis')
  })
})
