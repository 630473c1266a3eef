import { Writable } from 'node:stream'
import rateLimit from '@fastify/rate-limit'
import { TestRedis } from '@server/test/test-redis'
import Fastify, { type FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createRateLimitStore, type RateLimitStore, type RedisTiming } from './rate-limit-store'

/** A throwaway redis-server on a free port: the machine's Redis is never stopped or flushed. */

/** Log lines as objects, to check that a switch is logged once. */
function recordingLogger() {
  const lines: { level: number; msg: string }[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { log: pino({ level: 'info' }, stream), lines }
}

const WARN = 40
const INFO = 30

interface Instance {
  app: FastifyInstance
  store: RateLimitStore
  lines: { level: number; msg: string }[]
}

/** An app with the three kinds of limits we use: global, per route, and a hand-checked limiter. */
async function instance(
  redisUrl: string | undefined,
  nameSpace: string,
  timing?: Partial<RedisTiming>,
): Promise<Instance> {
  const { log, lines } = recordingLogger()
  const store = await createRateLimitStore({ redisUrl, nameSpace, log, timing })
  const app = Fastify()
  app.addHook('onClose', store.close)
  await app.register(rateLimit, { max: 3, timeWindow: 60_000, store: store.Store })
  app.get('/global', async () => ({ ok: true }))
  app.get('/route', { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }))
  const perName = app.createRateLimit({ max: 2, timeWindow: 60_000, keyGenerator: () => 'name:ana' })
  app.get('/limiter', { config: { rateLimit: false } }, async (request, reply) => {
    const limit = await perName(request)
    return reply.code(!limit.isAllowed && limit.isExceeded ? 429 : 200).send({ ok: true })
  })
  await app.ready()
  return { app, store, lines }
}

async function statuses(app: FastifyInstance, url: string, count: number) {
  const codes: number[] = []
  for (let i = 0; i < count; i++) codes.push((await app.inject(url)).statusCode)
  return codes
}

async function until(condition: () => boolean, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

const withLevel = (lines: Instance['lines'], level: number) => lines.filter((line) => line.level === level)

describe('rate-limit store', () => {
  let redis: TestRedis
  beforeAll(async () => {
    redis = await TestRedis.start()
  })
  afterAll(async () => {
    redis.resume()
    await redis.kill()
  })

  let instances: Instance[] = []
  const twoInstances = async (timing?: Partial<RedisTiming>) => {
    const nameSpace = `test-${Math.random().toString(36).slice(2)}-`
    instances = [await instance(redis.url, nameSpace, timing), await instance(redis.url, nameSpace, timing)]
    return instances as [Instance, Instance]
  }
  afterEach(async () => {
    for (const { app } of instances) await app.close()
    instances = []
  })

  it('without REDIS_URL is the plugin memory store, and says so', async () => {
    const { app, store } = await instance(undefined, 'x-')
    instances = [{ app, store, lines: [] }]
    expect(store.Store).toBeUndefined()
    expect(store.status).toEqual({ mode: 'memory', fallbacks: 0 })
    expect(await statuses(app, '/global', 4)).toEqual([200, 200, 200, 429])
  })

  it('Redis up: two instances share every kind of limit', async () => {
    // Sharing is what this checks, not the fallback: on a loaded machine an answer can take longer
    // than the 100 ms a request waits in production, and that instance would count in memory.
    const [a, b] = await twoInstances({ commandTimeoutMs: 5000 })
    expect(a.store.status.mode).toBe('redis')
    expect(await statuses(a.app, '/global', 2)).toEqual([200, 200])
    expect(await statuses(b.app, '/global', 2)).toEqual([200, 429])
    expect(await statuses(a.app, '/route', 1)).toEqual([200])
    expect(await statuses(b.app, '/route', 2)).toEqual([200, 429])
    expect(await statuses(b.app, '/limiter', 1)).toEqual([200])
    expect(await statuses(a.app, '/limiter', 2)).toEqual([200, 429])
  })

  it('Redis dies: limits go on per instance at once, from the counts each saw, the switch is logged and counted once; then Redis is back and shared again', async () => {
    const [a, b] = await twoInstances()
    expect(await statuses(a.app, '/global', 2)).toEqual([200, 200])
    await redis.kill()

    const started = performance.now()
    // a saw 2 of its 3 in Redis and goes on from there; b saw none.
    expect(await statuses(a.app, '/global', 4)).toEqual([200, 429, 429, 429])
    expect(await statuses(b.app, '/global', 4)).toEqual([200, 200, 200, 429])
    expect(await statuses(a.app, '/route', 3)).toEqual([200, 200, 429])
    expect(await statuses(b.app, '/limiter', 3)).toEqual([200, 200, 429])
    expect(performance.now() - started).toBeLessThan(500)
    for (const { store, lines } of [a, b]) {
      expect(store.status).toEqual({ mode: 'memory-fallback', fallbacks: 1 })
      expect(withLevel(lines, WARN)).toHaveLength(1)
      expect(withLevel(lines, WARN)[0]?.msg).toMatch(/Redis unreachable/)
    }

    await redis.restart()
    await until(() => a.store.status.mode === 'redis' && b.store.status.mode === 'redis')
    for (const { store, lines } of [a, b]) {
      expect(store.status.fallbacks).toBe(1)
      expect(withLevel(lines, WARN)).toHaveLength(1)
      expect(withLevel(lines, INFO).filter((line) => /Redis answers again/.test(line.msg))).toHaveLength(1)
    }
    // A fresh Redis: shared counting starts again from zero.
    expect(await statuses(a.app, '/global', 2)).toEqual([200, 200])
    expect(await statuses(b.app, '/global', 2)).toEqual([200, 429])
  })

  it('Redis stalls with the connection open: a check waits at most the command timeout, then counts in memory until Redis answers again', async () => {
    const [a] = await twoInstances()
    redis.pause()
    try {
      const first = performance.now()
      expect((await a.app.inject('/global')).statusCode).toBe(200)
      expect(performance.now() - first).toBeLessThan(400)
      const rest = performance.now()
      expect(await statuses(a.app, '/global', 3)).toEqual([200, 200, 429])
      expect(performance.now() - rest).toBeLessThan(100)
      expect(a.store.status.mode).toBe('memory-fallback')
    } finally {
      redis.resume()
    }
    await until(() => a.store.status.mode === 'redis')
  })

  it('Redis unreachable at start: the app starts at once, on the fallback', async () => {
    const started = performance.now()
    const { app, store, lines } = await instance('redis://127.0.0.1:1', 'down-')
    instances = [{ app, store, lines }]
    expect(performance.now() - started).toBeLessThan(1500)
    expect(store.status).toEqual({ mode: 'memory-fallback', fallbacks: 1 })
    expect(withLevel(lines, WARN)).toHaveLength(1)
    expect(await statuses(app, '/global', 4)).toEqual([200, 200, 200, 429])
  })
})
