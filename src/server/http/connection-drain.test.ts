import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { connectionDrainer } from './connection-drain'

interface Answer {
  status?: number
  connection?: string
  error?: string
}

function get(port: number): Promise<Answer> {
  return new Promise((resolve) => {
    const req = request({ port, path: '/', agent: false }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }))
    })
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }))
    req.end()
  })
}

let server: Server | undefined
afterEach(() => {
  server?.closeAllConnections()
  server?.close()
})

async function listening(): Promise<{ server: Server; port: number }> {
  const created = createServer((_request, response) => response.end('ok'))
  server = created
  await new Promise<void>((resolve) => created.listen(0, '127.0.0.1', resolve))
  return { server: created, port: (created.address() as AddressInfo).port }
}

describe('connection drain', () => {
  it('keeps accepting for a moment after the signal, answering with Connection: close, then stops listening', async () => {
    const { server, port } = await listening()
    const drain = connectionDrainer(server, { listenQuietMs: 300 })
    const drained = drain()
    // A client that connects just after the signal (its connection could have been in the kernel's
    // queue) is answered, not refused or reset.
    const late = await get(port)
    expect(late).toEqual({ status: 200, connection: 'close' })
    await drained
    expect(server.listening).toBe(false)
    expect((await get(port)).error).toBe('ECONNREFUSED')
  })

  it('closes the listener once no connection has arrived for the quiet time', async () => {
    const { server } = await listening()
    const startedAt = Date.now()
    await connectionDrainer(server, { listenQuietMs: 200 })()
    const took = Date.now() - startedAt
    expect(took).toBeGreaterThanOrEqual(190)
    expect(took).toBeLessThan(2_000)
  })
})
