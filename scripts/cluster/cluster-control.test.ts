import { mkdtempSync, rmSync } from 'node:fs'
import { connect, createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { answers, canListen, startProcess, testClusterSettings, waitForStatus } from './cluster-control'

const dir = mkdtempSync(join(tmpdir(), 'luxpro-cluster-control-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('waiting for a process of the cluster', () => {
  it('fails at once with the exit code and the end of the log of a process that exits before it answers', async () => {
    const failing = startProcess(
      'app1',
      process.execPath,
      ['-e', "console.log('starting'); console.error('port 1 is already in use'); process.exit(3)"],
      {},
      join(dir, 'app1.log'),
      1,
    )
    const startedAt = Date.now()
    const waiting = waitForStatus('http://127.0.0.1:1/health/ready', 200, 60_000, failing)
    await expect(waiting).rejects.toThrow(
      /^app1 exited with code 3; its log ends:\nstarting\nport 1 is already in use$/,
    )
    expect(Date.now() - startedAt).toBeLessThan(30_000)
  })
})

describe('choosing the ports of a test cluster', () => {
  it('sees a port held by the local end of an outgoing connection as taken, though nothing answers on it', async () => {
    const server = createServer().listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const serverPort = (server.address() as { port: number }).port
    const socket = connect(serverPort, '127.0.0.1')
    await new Promise((resolve) => socket.once('connect', resolve))
    const localPort = socket.localPort as number
    try {
      expect(await answers(`http://127.0.0.1:${localPort}`)).toBe(false)
      expect(await canListen(localPort)).toBe(false)
    } finally {
      socket.destroy()
      server.close()
    }
  })

  it('draws the ports below the range the system gives to outgoing connections', async () => {
    for (let i = 0; i < 20; i++) {
      const settings = await testClusterSettings({
        databaseUrl: 'postgres://127.0.0.1:5432/test',
        redisUrl: 'redis://127.0.0.1:6379',
        dir,
        demoAccountPassword: 'unused',
      })
      expect(settings.port).toBeGreaterThanOrEqual(20_000)
      expect(settings.s3Port).toBeLessThan(32_768)
      expect(await canListen(settings.firstInstancePort)).toBe(true)
    }
  })
})
