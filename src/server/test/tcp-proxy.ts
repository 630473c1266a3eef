import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net'

/**
 * A TCP relay to a real server (PostgreSQL, say) that a test can cut as a network outage does:
 * every open connection dropped, new ones refused, until it is restored on the same port.
 */
export class TcpProxy {
  private server: Server | undefined
  private readonly sockets = new Set<Socket>()
  private trigger: { text: string; cut: () => void } | undefined

  private constructor(
    private readonly target: { host: string; port: number },
    public port = 0,
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const proxy = new TcpProxy(target)
    await proxy.restore()
    return proxy
  }

  /** Drops every connection and refuses new ones. */
  async cut() {
    const server = this.server
    this.server = undefined
    for (const socket of this.sockets) socket.destroy()
    this.sockets.clear()
    if (server) await new Promise((closed) => server.close(closed))
  }

  /** Cuts when a client sends `text` (a query, say), before it reaches the server: the query is in flight. */
  cutOnSending(text: string): Promise<void> {
    return new Promise((done) => {
      this.trigger = {
        text,
        cut: () => {
          this.trigger = undefined
          void this.cut().then(done)
        },
      }
    })
  }

  /** Relays again, on the same port. */
  async restore() {
    const server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host)
      for (const socket of [client, upstream]) {
        this.sockets.add(socket)
        socket.on('error', () => undefined)
        socket.on('close', () => {
          this.sockets.delete(socket)
          client.destroy()
          upstream.destroy()
        })
      }
      client.on('data', (chunk: Buffer) => {
        if (this.trigger && chunk.includes(this.trigger.text)) return this.trigger.cut()
        if (!upstream.write(chunk)) client.pause()
      })
      upstream.on('drain', () => client.resume())
      upstream.pipe(client)
    })
    await new Promise<void>((listening) => server.listen(this.port, '127.0.0.1', listening))
    this.port = (server.address() as AddressInfo).port
    this.server = server
  }
}
