import { callerOf } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { localizedError } from '@server/http/errors'
import { errorResponses, fileResponse } from '@server/http/response-schemas'
import { LIVE_EVENTS_PATH, LiveEventsQuerySchema } from '@shared/live/live-events'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { Gauge } from 'prom-client'
import { createLiveEvents, type LiveEvents } from './live-events'

declare module 'fastify' {
  interface FastifyInstance {
    /** The event streams open on this instance; a shutdown ends them first (closeAll). */
    liveEvents: LiveEvents
  }
}

const EVENTS_PRUNE_EVERY_MS = 60_000

/** A `Last-Event-ID` header (the browser's own reconnection) or `?lastEventId=` (a new stream). */
function lastEventIdOf(header: string | string[] | undefined, query: string | undefined) {
  const value = typeof header === 'string' && /^\d{1,18}$/.test(header.trim()) ? header.trim() : query
  return value === undefined ? undefined : Number(value)
}

/**
 * Live updates (ADR 058): GET /api/events, one Server-Sent Events stream per signed-in tab, fed from
 * the `live_event` table's announcements; events older than the replay window are pruned each minute.
 */
const liveEventsPlugin: FastifyPluginAsync = async (parent) => {
  const app = parent.withTypeProvider<ZodTypeProvider>()
  const { config } = app.deps
  const liveEvents = createLiveEvents(app.deps.database, {
    heartbeatMs: config.EVENTS_HEARTBEAT_SECONDS * 1000,
    maxStreamsPerUser: config.EVENTS_MAX_STREAMS_PER_USER,
    log: app.log,
  })
  app.decorate('liveEvents', liveEvents)
  await liveEvents.start()
  app.addHook('onClose', () => liveEvents.stop())
  app.jobs.schedule({
    name: 'live-events-prune',
    everyMs: EVENTS_PRUNE_EVERY_MS,
    run: () => liveEvents.prune(),
  })
  new Gauge({
    name: 'live_event_streams',
    help: 'Event streams (live updates) open on this instance',
    registers: [app.metricsRegistry],
    collect() {
      this.set(liveEvents.size)
    },
  })

  app.get(
    LIVE_EVENTS_PATH,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['notifications'],
        summary: 'My live updates: a Server-Sent Events stream',
        description:
          'Events `lead`, `request`, `quote`, `message` and `notification` (data: `{"quoteRequestId": number|null}`), ' +
          'each with an id; `ready` once listening, `resync` when the events since the last id are no longer kept; ' +
          `a comment line every ${config.EVENTS_HEARTBEAT_SECONDS} s. Resumes after \`Last-Event-ID\` (header) or ` +
          '`lastEventId` (query). Only what the caller may read is sent. Ask with `Accept: text/event-stream`.',
        querystring: LiveEventsQuerySchema,
        response: {
          200: fileResponse('The event stream', ['text/event-stream']),
          ...errorResponses(400, 401, 406, 429),
        },
      },
    },
    async (request, reply) => {
      // An EventSource asks for the stream; a client that did not would wait for an answer that never ends.
      if (!request.headers.accept?.includes('text/event-stream')) throw new DomainError('not_acceptable', 406)
      const caller = callerOf(request)
      const lastEventId = lastEventIdOf(request.headers['last-event-id'], request.query.lastEventId)
      // Written to the connection directly: Fastify neither serialises nor compresses a stream.
      reply.hijack()
      const headers = Object.fromEntries(
        Object.entries(reply.getHeaders()).map(([name, value]) => [name, String(value)]),
      )
      const opened = await liveEvents.open(caller, reply.raw, headers, lastEventId)
      if (opened === 'too_many_streams') {
        reply.raw.writeHead(429, {
          ...headers,
          'content-type': 'application/json; charset=utf-8',
          'retry-after': '60',
        })
        reply.raw.end(JSON.stringify(localizedError(request, 'too_many_streams')))
      }
    },
  )
}

export default fp(liveEventsPlugin, { name: 'live-events' })
