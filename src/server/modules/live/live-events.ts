import type { ServerResponse } from 'node:http'
import type { Database, DatabaseHandle } from '@server/db/client'
import { liveEvent, provider, quoteRequest } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import type { LiveEventData, LiveEventKind } from '@shared/live/live-events'
import { and, asc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm'

/** The channel the triggers of migration 0031 announce each event's id on. */
export const LIVE_EVENTS_CHANNEL = 'luxpro_live_events'
/** How long events are kept for replay: a stream that comes back within it misses nothing. */
export const REPLAY_WINDOW_MINUTES = 15
/**
 * Event ids come from a sequence, in the order the triggers ran, not the order their transactions
 * committed: an event may become visible after one with a higher id was already sent. A replay
 * therefore also sends the events written up to this long before the reader's last one (the
 * browser drops the ids it has already seen).
 */
const REPLAY_LOOKBACK_SECONDS = 5
/** A replay longer than this is not sent: the reader is told to read everything again instead. */
const REPLAY_MAX_EVENTS = 500
/**
 * A stream is closed after this long (less a random part, so streams opened together do not come
 * back together) and the browser reconnects at once with its last id: the session is checked again
 * and a signed-out or suspended account stops hearing anything.
 */
const STREAM_LIFETIME_MS = 5 * 60_000
/** What the browser waits before reconnecting (the `retry:` field). */
const RECONNECT_MS = 1_000
/** A reader that does not take what is written: past this many bytes waiting, its stream is closed. */
const MAX_BUFFERED_BYTES = 256 * 1024

/** One event with who may read it, as read back from the table. */
interface EventRow {
  id: number
  kind: LiveEventKind
  quoteRequestId: number | null
  userId: string | null
  customerUserId: string | null
  ownerUserId: string | null
  demo: boolean | null
}

/**
 * Whether `caller` may read an event: the same people who may read what it is about. A notification
 * is its account's only; a request's events go to its customer and to the owner of the listing it
 * was sent to (as the quote routes decide), and to admins when the admin pages list it (not demo
 * requests). Decided when the event is sent, from the request as it is then.
 */
export function mayRead(caller: Pick<Caller, 'userId' | 'role'>, event: EventRow): boolean {
  if (event.userId !== null) return event.userId === caller.userId
  if (event.quoteRequestId === null || event.demo === null) return false
  if (event.customerUserId === caller.userId || event.ownerUserId === caller.userId) return true
  return caller.role === 'admin' && !event.demo
}

/** The events matching `where`, each with the request's customer, listing owner and demo flag. */
function readEvents(db: Database, where: SQL | undefined, limit?: number): Promise<EventRow[]> {
  const query = db
    .select({
      id: liveEvent.id,
      kind: liveEvent.kind,
      quoteRequestId: liveEvent.quoteRequestId,
      userId: liveEvent.userId,
      customerUserId: quoteRequest.customerUserId,
      ownerUserId: provider.ownerUserId,
      demo: quoteRequest.demo,
    })
    .from(liveEvent)
    .leftJoin(quoteRequest, eq(quoteRequest.id, liveEvent.quoteRequestId))
    .leftJoin(provider, eq(provider.id, quoteRequest.providerId))
    .where(where)
    .orderBy(asc(liveEvent.id))
  return limit ? query.limit(limit) : query
}

/** The prefilter of a replay: events that can concern this caller (mayRead has the last word). */
function concerning(caller: Caller): SQL {
  const mine = sql`(${liveEvent.userId} = ${caller.userId} or ${quoteRequest.customerUserId} = ${caller.userId} or ${provider.ownerUserId} = ${caller.userId})`
  return caller.role === 'admin'
    ? sql`(${mine} or (${liveEvent.userId} is null and ${quoteRequest.demo} = false))`
    : mine
}

/** One SSE frame. */
const frame = (event: string, data: unknown, id?: number) =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

interface Stream {
  caller: Caller
  response: ServerResponse
  /** While its replay is read, live events wait here. */
  waiting: EventRow[] | null
  sent: Set<number>
  expiry: NodeJS.Timeout
}

export interface LiveEventsOptions {
  heartbeatMs: number
  maxStreamsPerUser: number
  log: { warn: (details: object, message: string) => void }
}

export type OpenResult = 'opened' | 'too_many_streams'

/**
 * The event streams open on this instance, and their feed: every instance LISTENs on
 * LIVE_EVENTS_CHANNEL (PostgreSQL: a connection of its own; embedded: in process), reads the
 * announced events once (in batches, with who may read each), and writes each to the streams of the
 * people allowed to read it.
 */
export function createLiveEvents(database: DatabaseHandle, options: LiveEventsOptions) {
  const db = database.db
  const byUser = new Map<string, Set<Stream>>()
  const admins = new Set<Stream>()
  let count = 0
  let announced: number[] = []
  let reading = false
  let stopListening: (() => Promise<void>) | undefined
  let heartbeat: NodeJS.Timeout | undefined
  let closing = false

  const write = (stream: Stream, text: string) => {
    if (stream.response.writableLength > MAX_BUFFERED_BYTES) {
      stream.response.destroy()
      return
    }
    stream.response.write(text)
  }

  const send = (stream: Stream, event: EventRow) => {
    if (stream.sent.has(event.id) || !mayRead(stream.caller, event)) return
    stream.sent.add(event.id)
    const data: LiveEventData = { quoteRequestId: event.quoteRequestId }
    write(stream, frame(event.kind, data, event.id))
  }

  const readersOf = (event: EventRow): Stream[] => {
    const ids = new Set([event.userId, event.customerUserId, event.ownerUserId])
    const streams = new Set<Stream>()
    for (const id of ids) if (id) for (const stream of byUser.get(id) ?? []) streams.add(stream)
    if (event.userId === null) for (const stream of admins) streams.add(stream)
    return [...streams]
  }

  const deliver = (events: EventRow[]) => {
    for (const event of events)
      for (const stream of readersOf(event)) {
        if (stream.waiting) stream.waiting.push(event)
        else send(stream, event)
      }
  }

  /** Reads the announced events in batches: one query for all those heard meanwhile. */
  const readAnnounced = async () => {
    if (reading) return
    reading = true
    try {
      while (announced.length > 0) {
        const ids = announced
        announced = []
        deliver(await readEvents(db, inArray(liveEvent.id, ids)))
      }
    } catch (error) {
      options.log.warn({ err: error }, 'could not read live events: streams told to read again')
      resyncAll()
    } finally {
      reading = false
    }
  }

  const heard = (payload: string) => {
    if (count === 0) return
    const id = Number(payload)
    if (!Number.isSafeInteger(id)) return
    announced.push(id)
    if (announced.length === 1) setImmediate(() => void readAnnounced())
  }

  /** After a lost listening connection: what was announced meanwhile is unknown, every reader reads again. */
  const resyncAll = () => {
    for (const streams of byUser.values()) for (const stream of streams) write(stream, frame('resync', {}))
  }

  const remove = (stream: Stream) => {
    const streams = byUser.get(stream.caller.userId)
    if (!streams?.delete(stream)) return
    if (streams.size === 0) byUser.delete(stream.caller.userId)
    admins.delete(stream)
    clearTimeout(stream.expiry)
    count--
  }

  /** The events since `lastId` this caller may read, or null when they are no longer all kept. */
  const replay = async (caller: Caller, lastId: number): Promise<EventRow[] | null> => {
    const [last] = await db
      .select({ createdAt: liveEvent.createdAt })
      .from(liveEvent)
      .where(eq(liveEvent.id, lastId))
    if (!last) return null
    const since = new Date(last.createdAt.getTime() - REPLAY_LOOKBACK_SECONDS * 1000)
    const rows = await readEvents(
      db,
      and(
        sql`${liveEvent.id} <> ${lastId}`,
        sql`(${gt(liveEvent.id, lastId)} or ${liveEvent.createdAt} >= ${since})`,
        concerning(caller),
      ),
      REPLAY_MAX_EVENTS + 1,
    )
    return rows.length > REPLAY_MAX_EVENTS ? null : rows
  }

  return {
    async start() {
      stopListening = await database.listen(LIVE_EVENTS_CHANNEL, heard, resyncAll)
      heartbeat = setInterval(() => {
        for (const streams of byUser.values()) for (const stream of streams) write(stream, ': \n\n')
      }, options.heartbeatMs)
      heartbeat.unref()
    },

    /** Streams open on this instance (all accounts). */
    get size() {
      return count
    },

    /**
     * Opens a stream on `response` (its headers not yet sent): replays what the caller missed since
     * `lastEventId`, then sends `ready` and every new event they may read, until the client leaves,
     * the stream's lifetime ends or the server shuts down.
     */
    async open(
      caller: Caller,
      response: ServerResponse,
      headers: Record<string, string>,
      lastEventId: number | undefined,
    ): Promise<OpenResult> {
      const streams = byUser.get(caller.userId) ?? new Set<Stream>()
      if (streams.size >= options.maxStreamsPerUser) return 'too_many_streams'
      response.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise hold the events in its buffer.
        'x-accel-buffering': 'no',
        // Nothing else is sent on this connection after the stream: a shutdown need not wait for it.
        connection: 'close',
      })
      response.flushHeaders()
      // A draining server still answers, so the browser comes back (to another instance) at once.
      if (closing) {
        response.end(`retry: ${RECONNECT_MS}\n\n`)
        return 'opened'
      }
      response.write(`retry: ${RECONNECT_MS}\n\n`)
      const lifetime = STREAM_LIFETIME_MS * (0.8 + 0.2 * Math.random())
      const stream: Stream = {
        caller,
        response,
        waiting: lastEventId === undefined ? null : [],
        sent: new Set(),
        expiry: setTimeout(() => response.end(), lifetime),
      }
      stream.expiry.unref()
      streams.add(stream)
      byUser.set(caller.userId, streams)
      if (caller.role === 'admin') admins.add(stream)
      count++
      response.once('close', () => remove(stream))
      if (lastEventId !== undefined) {
        try {
          const missed = await replay(caller, lastEventId)
          if (missed) for (const event of missed) send(stream, event)
          else write(stream, frame('resync', {}))
        } catch (error) {
          options.log.warn({ err: error }, 'could not replay live events: stream told to read again')
          write(stream, frame('resync', {}))
        }
        const waiting = stream.waiting ?? []
        stream.waiting = null
        for (const event of waiting) send(stream, event)
      }
      write(stream, frame('ready', {}))
      return 'opened'
    },

    /** Ends every stream (their browsers reconnect elsewhere) and answers new ones with a reconnect. */
    closeAll() {
      closing = true
      for (const streams of [...byUser.values()])
        for (const stream of [...streams]) {
          stream.response.end()
          remove(stream)
        }
    },

    async stop() {
      this.closeAll()
      clearInterval(heartbeat)
      await stopListening?.()
    },

    /** Forgets events older than the replay window (a scheduled job, once across the cluster). */
    async prune(): Promise<number> {
      const gone = await db.execute<{ n: number }>(
        sql`with gone as (delete from ${liveEvent} where ${lt(liveEvent.createdAt, sql`now() - make_interval(mins => ${REPLAY_WINDOW_MINUTES})`)} returning 1) select count(*)::int as n from gone`,
      )
      return gone.rows[0]?.n ?? 0
    },
  }
}

export type LiveEvents = ReturnType<typeof createLiveEvents>
