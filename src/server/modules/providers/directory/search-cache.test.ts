import { gunzipSync } from 'node:zlib'
import { acceptsGzip, gzippedOf } from '@server/http/ready-answer'
import { describe, expect, it } from 'vitest'
import { createSearchCache } from './search-cache'

describe('search answer cache', () => {
  it('keys by the query whatever the order of its fields', () => {
    const cache = createSearchCache()
    expect(cache.key({ q: 'paint', page: 1 })).toBe(cache.key({ page: 1, q: 'paint' }))
  })

  it('keeps the JSON text and compresses it once', async () => {
    const cache = createSearchCache()
    const answer = cache.set('k', '{"items":[]}')
    const first = await gzippedOf(answer)
    expect(await gzippedOf(answer)).toBe(first)
    expect(gunzipSync(first).toString()).toBe('{"items":[]}')
    cache.clear()
    expect(cache.get('k')).toBeUndefined()
  })

  it('tells what the answers were computed from when it is cleared', () => {
    let cleared = 0
    const cache = createSearchCache({ onClear: () => cleared++ })
    cache.set('k', '{}')
    cache.clear()
    expect(cleared).toBe(1)
  })

  it('reads Accept-Encoding like a server should', () => {
    expect(acceptsGzip('gzip, deflate, br')).toBe(true)
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true)
    expect(acceptsGzip('*')).toBe(true)
    expect(acceptsGzip('gzip;q=0')).toBe(false)
    expect(acceptsGzip('identity')).toBe(false)
    expect(acceptsGzip(undefined)).toBe(false)
    expect(acceptsGzip('deflate')).toBe(false)
  })
})
