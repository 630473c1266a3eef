import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { DEV_PAGE_PATHS } from '@shared/routes/app-routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let production: TestApp
let development: TestApp
beforeAll(async () => {
  production = await buildTestApp({ NODE_ENV: 'production' })
  development = await buildTestApp({ NODE_ENV: 'development' })
})
afterAll(async () => {
  await production?.close()
  await development?.close()
})

describe('developer pages', () => {
  it('are not found in production: /test-api, /test-supabase, /test-providers, /style-guide, /loading-states', async () => {
    for (const path of DEV_PAGE_PATHS) {
      const res = await production.app.inject(path)
      expect(res.statusCode, path).toBe(404)
      expect(res.headers['content-type']).toContain('text/html')
    }
    expect((await production.app.inject('/demo/simulation')).statusCode).toBe(200)
  })

  it('are pages in development', async () => {
    for (const path of DEV_PAGE_PATHS) expect((await development.app.inject(path)).statusCode, path).toBe(200)
  })
})
