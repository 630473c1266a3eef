import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'

/** How long a keep-alive connection may stay quiet during a drain before it is closed. */
export const IDLE_GRACE_MS = 2_000
/** How long the listener stays open after the last new connection of a drain (and at least after it starts). */
export const LISTEN_QUIET_MS = 500
/** The listener closes this long after a drain starts even if connections keep arriving. */
export const LISTEN_AT_MOST_MS = 5_000
const SWEEP_EVERY_MS = 100

interface Connection {
  /** Requests read on it whose answer is not finished. */
  busy: number
  idleSince: number
}

/**
 * What a shutdown does to the HTTP connections before the app closes. Node's own `server.close()`
 * ends every keep-alive connection idle at that instant, and so does a sweep of idle connections: a
 * client may be sending its next request on one at that very moment, and it gets a reset instead of
 * an answer. So a drain stops listening without that, answers every request that arrives on an open
 * connection with `Connection: close` (the client stops using it, Node ends it after the answer), and
 * closes only the connections that stayed quiet for `idleGraceMs`. It resolves when none is left.
 *
 * Closing a listening socket makes the kernel reset every connection still waiting in its accept
 * queue, and a busy event loop (the embedded database runs on it) can leave connections waiting
 * there. So the listener stays open after the signal, every new connection is accepted and answered
 * with `Connection: close`, and it closes once no connection has arrived for `listenQuietMs` (by then
 * `/health/ready` has taken the instance out of the proxy), or after `LISTEN_AT_MOST_MS` at the latest.
 */
export function connectionDrainer(
  server: Server,
  { idleGraceMs = IDLE_GRACE_MS, listenQuietMs = LISTEN_QUIET_MS } = {},
): () => Promise<void> {
  const connections = new Map<Socket, Connection>()
  const unanswered = new Set<ServerResponse>()
  let draining = false
  let lastConnectionAt = 0
  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now()
    connections.set(socket, { busy: 0, idleSince: lastConnectionAt })
    socket.once('close', () => connections.delete(socket))
  })
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    if (draining) response.setHeader('connection', 'close')
    unanswered.add(response)
    const connection = connections.get(request.socket)
    if (connection) connection.busy += 1
    response.once('close', () => {
      unanswered.delete(response)
      if (!connection) return
      connection.busy -= 1
      connection.idleSince = Date.now()
    })
  })

  const closeQuietConnections = () => {
    const quietSince = Date.now() - idleGraceMs
    for (const [socket, connection] of connections)
      if (connection.busy === 0 && connection.idleSince <= quietSince) socket.destroy()
  }

  return () => {
    draining = true
    for (const response of unanswered) if (!response.headersSent) response.setHeader('connection', 'close')
    const startedAt = Date.now()
    lastConnectionAt = Math.max(lastConnectionAt, startedAt)
    for (const connection of connections.values())
      connection.idleSince = Math.max(connection.idleSince, startedAt)
    // Stops listening only: http.Server's close would also end the idle keep-alive connections.
    const closed = new Promise<void>((resolve) => {
      server.once('close', () => resolve())
      const closeListenerWhenQuiet = () => {
        const now = Date.now()
        if (now - lastConnectionAt < listenQuietMs && now - startedAt < LISTEN_AT_MOST_MS) {
          setTimeout(() => setImmediate(closeListenerWhenQuiet), SWEEP_EVERY_MS).unref()
          return
        }
        NetServer.prototype.close.call(server)
      }
      // After the poll phase, so connections the kernel has queued meanwhile are accepted first.
      setImmediate(closeListenerWhenQuiet)
    })
    // Checked after the event loop's poll phase (setImmediate), so a request whose bytes were waiting
    // while the loop was busy is read before its connection counts as quiet.
    const sweep = setInterval(() => setImmediate(closeQuietConnections), SWEEP_EVERY_MS)
    sweep.unref()
    return closed.finally(() => clearInterval(sweep))
  }
}
