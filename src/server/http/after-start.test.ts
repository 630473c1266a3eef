import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { AFTER_START_DELAY_MS, afterStart } from './after-start'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('afterStart: follow-up work waits until a moment after the server listens', () => {
  it('runs once, after the delay, while the server answers from the start', async () => {
    const app = Fastify()
    const ran: number[] = []
    afterStart(app, () => ran.push(Date.now()))
    app.get('/health', async () => ({ status: 'ok' }))
    await app.ready()
    expect(ran).toEqual([])
    await app.listen({ port: 0, host: '127.0.0.1' })
    const listening = Date.now()
    const { port } = app.server.address() as { port: number }
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200)
    expect(ran).toEqual([])
    await sleep(AFTER_START_DELAY_MS + 200)
    expect(ran).toHaveLength(1)
    expect(ran[0]! - listening).toBeGreaterThanOrEqual(AFTER_START_DELAY_MS - 20)
    await app.close()
  })

  it('never runs in an app that only answers injected requests, nor once it closes', async () => {
    const injected = Fastify()
    const closed = Fastify()
    let runs = 0
    afterStart(injected, () => runs++)
    afterStart(closed, () => runs++)
    await injected.ready()
    await closed.listen({ port: 0, host: '127.0.0.1' })
    await closed.close()
    await sleep(AFTER_START_DELAY_MS + 200)
    expect(runs).toBe(0)
    await injected.close()
  })

  it('does not start once the server drains its requests to stop (SIGTERM)', async () => {
    const app = Fastify()
    app.decorate('draining', { value: false })
    let runs = 0
    afterStart(app, () => runs++)
    await app.listen({ port: 0, host: '127.0.0.1' })
    app.draining.value = true
    await sleep(AFTER_START_DELAY_MS + 200)
    expect(runs).toBe(0)
    await app.close()
  })

  it('logs a task that throws instead of ending the process', async () => {
    const lines: string[] = []
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } })
    afterStart(app, () => {
      throw new Error('warm-up failed')
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    await sleep(AFTER_START_DELAY_MS + 200)
    expect(lines.join('')).toContain('follow-up work after the start failed')
    await app.close()
  })
})
