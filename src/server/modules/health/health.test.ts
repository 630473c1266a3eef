import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../test/build-test-app'

describe('GET /health', () => {
  let t: TestApp
  beforeEach(async () => {
    t = await buildTestApp()
  })
  afterEach(() => t.close())

  it('reports ok with the database up', async () => {
    const res = await t.app.inject('/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'ok', database: 'ok', version: 'test' })
    expect(res.json().uptimeSeconds).toBeGreaterThanOrEqual(0)
  })

  it('answers 503 with database "down" when the database is unreachable', async () => {
    await t.database.close()
    const res = await t.app.inject('/health')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'degraded', database: 'down' })
  })
})
