import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { type AddressInfo, connect, createServer } from 'node:net'

/** A redis-server of a test's own on a free port, to kill, stall and restart (the machine's stays untouched). */
export class TestRedis {
  private process: ChildProcess | undefined
  constructor(readonly port: number) {}

  static async start() {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    const redis = new TestRedis(port)
    await redis.restart()
    return redis
  }

  get url() {
    return `redis://127.0.0.1:${this.port}`
  }

  async restart() {
    const args = ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no']
    this.process = spawn('redis-server', args, { stdio: 'ignore' })
    for (let attempt = 0; attempt < 100; attempt++) {
      const up = await new Promise<boolean>((resolve) => {
        const socket = connect(this.port, '127.0.0.1')
        socket.once('connect', () => resolve(true)).once('error', () => resolve(false))
        socket.unref()
      })
      if (up) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`redis-server did not start on port ${this.port}`)
  }

  /** Dies as a crashed server does: connections reset, nothing said. */
  async kill() {
    const process = this.process
    if (!process || process.exitCode !== null) return
    process.kill('SIGKILL')
    await once(process, 'exit')
  }

  /** Stops answering with its connections left open, as a stalled or blackholed server does. */
  pause = () => this.process?.kill('SIGSTOP')
  resume = () => this.process?.kill('SIGCONT')
}
