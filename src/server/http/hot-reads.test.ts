import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

/** The statements the requests `run` makes sent, with what they set off after their answer. */
const queriesDuring = (run: () => Promise<void>) =>
  t.queriesOf(async () => {
    await run()
    await new Promise((resolve) => setTimeout(resolve, 50))
  })

const get = async (url: string) => {
  const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
  return res
}

describe('hot read routes ask the database nothing', () => {
  it('serves categories, settings and every place typed from memory, read once', async () => {
    // A listening server reads them a moment after its start; an injected app, on the first request.
    await get('/api/public/categories')
    await get('/api/public/settings')
    const n = await queriesDuring(async () => {
      for (let i = 0; i < 20; i++) await get('/api/public/categories')
      for (let i = 0; i < 5; i++) await get('/api/public/settings')
      // Each keystroke of a few towns, typos and postal codes, each a new query.
      for (const place of ['Esch-sur-Alzette', 'Dudelnge', 'Bettemburg', 'Kirchberg', 'L-4001', '1234']) {
        for (let end = 1; end <= place.length; end++)
          await get(`/api/public/localities?q=${encodeURIComponent(place.slice(0, end))}`)
      }
    })
    expect(n).toBe(0)
  })

  it('answers a repeated directory search without a query, and counts its appearances off the request path', async () => {
    const url = '/api/public/providers/search?q=plombier&pageSize=20'
    await get(url)
    const n = await queriesDuring(async () => {
      for (let i = 0; i < 20; i++) await get(url)
    })
    expect(n).toBe(0)
  })
})
