import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectPath } from '@server/project-root'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// A built web app of three files is enough: the limit is about routes, not about what they serve.
let dir: string
let t: TestApp
beforeAll(async () => {
  mkdirSync(projectPath('.data'), { recursive: true })
  dir = mkdtempSync(projectPath('.data/test-web-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>LuxPro</title></head><body></body></html>',
  )
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), 'void 0')
  t = await buildTestApp({ RATE_LIMIT_MAX: 3 }, { webRoot: dir })
})
afterAll(async () => {
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' })

describe('the per-IP request limit', () => {
  it('leaves the web app’s own files out: a page load asks for many of them at once', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++) {
      statuses.push((await get('/assets/app-1a2b3c.js')).statusCode, (await get('/favicon.svg')).statusCode)
    }
    expect(statuses).toEqual(Array(10).fill(200))
  })

  it('still counts pages and API calls', async () => {
    const statuses = []
    for (let i = 0; i < 4; i++) statuses.push((await get('/how-it-works')).statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
  })
})

describe('the built web app’s files', () => {
  const fetchOnce = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url, remoteAddress: `203.0.113.${10 + Math.floor(Math.random() * 200)}` })

  it('serves a folder’s files (GET and HEAD) and the top-level ones, with their caching', async () => {
    const asset = await fetchOnce('/assets/app-1a2b3c.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await fetchOnce('/assets/app-1a2b3c.js', 'HEAD')).statusCode).toBe(200)
    const icon = await fetchOnce('/favicon.svg')
    expect(icon.statusCode).toBe(200)
    expect(icon.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('answers a missing file, or a path climbing out of the web app, with the not-found page', async () => {
    for (const url of [
      '/assets/app-missing.js',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await fetchOnce(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type'], url).toMatch(/^text\/html/)
    }
  })
})
