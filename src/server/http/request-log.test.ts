import { Writable } from 'node:stream'
import { type Config, testConfig } from '@server/config'
import Fastify, { LogController } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loggerOptions, registerRequestLog } from './request-log'

/** An app whose log lines we read, with the request log as buildApp sets it up. */
async function appLogging(overrides: Partial<Config>) {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  const config = testConfig({ LOG_LEVEL: 'info', ...overrides })
  const app = Fastify({
    logger: { ...(loggerOptions(config) as object), stream },
    logController: new LogController({ disableRequestLogging: true }),
  })
  registerRequestLog(app, config)
  app.get('/ok', async () => 'ok')
  app.get('/reset/:token', async () => 'ok')
  app.get('/boom', async (_request, reply) => reply.code(500).send('no'))
  const requests = (url: string, n = 1) => Promise.all(Array.from({ length: n }, () => app.inject({ url })))
  return { app, lines, requests }
}

describe('the request log', () => {
  it('writes one line per request, when it is answered: method, redacted URL, status and time', async () => {
    const { app, lines, requests } = await appLogging({})
    await requests('/ok?q=plombier')
    await requests('/reset/secret-reset-token?token=other-secret')
    await app.close()
    const logged = lines.filter((l) => l.msg === 'request')
    expect(logged).toHaveLength(2)
    expect(logged[0]).toMatchObject({ method: 'GET', url: '/ok?q=plombier', status: 200, level: 30 })
    expect(typeof logged[0]!.ms).toBe('number')
    expect(JSON.stringify(lines)).not.toContain('secret')
    expect(lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed')).toEqual([])
  })

  it('samples ordinary requests but always writes server errors, at error level', async () => {
    const { app, lines, requests } = await appLogging({ REQUEST_LOG_SAMPLE: 0.1 })
    await requests('/ok', 400)
    await requests('/boom', 3)
    await app.close()
    const ok = lines.filter((l) => l.msg === 'request').length
    expect(ok).toBeGreaterThan(10)
    expect(ok).toBeLessThan(80)
    expect(
      lines.filter((l) => l.msg === 'request failed' && l.level === 50 && l.status === 500),
    ).toHaveLength(3)
  })

  it('stays quiet below its level: REQUEST_LOG_LEVEL=debug under LOG_LEVEL=info writes no request line', async () => {
    const { app, lines, requests } = await appLogging({ REQUEST_LOG_LEVEL: 'debug' })
    await requests('/ok', 20)
    await app.close()
    expect(lines.filter((l) => l.msg === 'request')).toEqual([])
  })
})
