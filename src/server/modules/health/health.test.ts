import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

describe('GET /health', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp()
  })
  afterEach(() => t.close())

  it('reports ok with the database up', async () => {
    const res = await t.app.inject('/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: 'ok',
      rateLimitStore: 'memory',
      version: 'test',
    })
    expect(res.json().uptimeSeconds).toBeGreaterThanOrEqual(0)
  })

  it('answers 503 with database "down" when the database is unreachable', async () => {
    await t.database.close()
    const res = await t.app.inject('/health')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' })
  })

  it('stays 200 but degraded while rate limits run on the per-instance fallback (Redis unreachable)', async () => {
    const offline = await buildTestApp({ REDIS_URL: 'redis://127.0.0.1:1' })
    try {
      const res = await offline.app.inject('/health')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toMatchObject({
        status: 'degraded',
        database: 'ok',
        rateLimitStore: 'memory-fallback',
      })
    } finally {
      await offline.close()
    }
  })

  it('asks the database at most once a second, however many checks come at once', async () => {
    let pings = 0
    const ping = t.database.ping
    t.database.ping = () => {
      pings++
      return ping()
    }
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => t.app.inject(i % 2 ? '/health' : '/health/ready')),
    )
    expect(answers.every((res) => res.statusCode === 200)).toBe(true)
    expect(pings).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 1_050))
    await t.app.inject('/health')
    expect(pings).toBe(2)
  })
})

describe('GET /health/live and /health/ready', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp()
  })
  afterEach(() => t.close())

  it('live answers without asking the database; ready says whether to send traffic', async () => {
    const live = await t.app.inject('/health/live')
    expect(live.statusCode).toBe(200)
    expect(live.json()).toEqual({ status: 'ok' })
    const ready = await t.app.inject('/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', draining: false })
    expect(ready.headers['cache-control']).toBe('no-store')
  })

  it('ready answers 503 while the instance shuts down, so the proxy drains it first', async () => {
    t.app.draining.value = true
    const ready = await t.app.inject('/health/ready')
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toEqual({ status: 'not_ready', database: 'ok', draining: true })
    expect((await t.app.inject('/health/live')).statusCode).toBe(200)
  })

  it('ready answers 503 when the database is out of reach; live still answers', async () => {
    await t.database.close()
    expect((await t.app.inject('/health/ready')).statusCode).toBe(503)
    expect((await t.app.inject('/health/live')).statusCode).toBe(200)
  })
})
