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
})
