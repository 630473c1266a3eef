import { startViesServer, type ViesServer } from '@server/test/vies-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createViesClient } from './vies-client'

let vies: ViesServer
beforeAll(async () => {
  vies = await startViesServer()
})
afterAll(() => vies.close())

describe('the VIES client', () => {
  it('asks with the country code and the digits apart, and reads "valid" and "invalid"', async () => {
    const client = createViesClient({ baseUrl: `${vies.url}/` })
    vies.answer('LU13384982', 'valid')
    expect(await client.check('LU 1338 4982')).toEqual({ outcome: 'valid', detail: null })
    expect(vies.requests.at(-1)).toEqual({ countryCode: 'LU', vatNumber: '13384982' })
    vies.answer('LU10000011', 'invalid')
    expect(await client.check('LU10000011')).toEqual({ outcome: 'invalid', detail: null })
  })

  it('takes an error answer, an HTTP error or a user error other than yes or no as unavailable', async () => {
    const client = createViesClient({ baseUrl: vies.url })
    vies.answer('LU10000100', 'unavailable')
    expect(await client.check('LU10000100')).toEqual({ outcome: 'unavailable', detail: 'MS_UNAVAILABLE' })
    vies.answer('LU10000200', 'http-500')
    expect(await client.check('LU10000200')).toEqual({ outcome: 'unavailable', detail: 'HTTP 500' })
    // "valid": false with a user error is no "invalid": VIES could not answer.
    vies.answer('LU10000300', 'user-error')
    expect(await client.check('LU10000300')).toEqual({
      outcome: 'unavailable',
      detail: 'MS_MAX_CONCURRENT_REQ',
    })
  })

  it('gives up after its timeout, once, and says unavailable', async () => {
    const client = createViesClient({ baseUrl: vies.url, timeoutMs: 300 })
    vies.answer('LU10000400', 'hang')
    const before = vies.requests.length
    const startedAt = Date.now()
    expect(await client.check('LU10000400')).toEqual({ outcome: 'unavailable', detail: 'timeout' })
    expect(Date.now() - startedAt).toBeLessThan(3_000)
    expect(vies.requests.length - before).toBe(1)
  })

  it('says unavailable when nothing listens', async () => {
    const closed = await startViesServer()
    await closed.close()
    const answer = await createViesClient({ baseUrl: closed.url }).check('LU13384982')
    expect(answer.outcome).toBe('unavailable')
  })
})
