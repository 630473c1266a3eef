import { z } from 'zod'

/** The API path of a signed-in browser's event stream (Server-Sent Events). */
export const LIVE_EVENTS_PATH = '/api/events'

/**
 * What a stream tells about, each as an SSE event name:
 * - `lead`: a request was sent (to a provider; its customer sees it too)
 * - `request`: a request's status changed, or its provider opened or answered it
 * - `quote`: a quote was sent or revised
 * - `message`: a message was written, read or hidden
 * - `notification`: one of the reader's notifications arrived or was read
 * A stream also sends `ready` once it is listening (after what it replayed) and `resync` when it
 * cannot replay everything since the reader's last event (then every list is read again).
 */
export const LIVE_EVENT_KINDS = ['lead', 'request', 'quote', 'message', 'notification'] as const
export type LiveEventKind = (typeof LIVE_EVENT_KINDS)[number]

/** The data of every event: which request it is about (null for a notification). Nothing else is sent. */
export const LiveEventDataSchema = z.object({ quoteRequestId: z.number().int().nullable() })
export type LiveEventData = z.infer<typeof LiveEventDataSchema>

/** `?lastEventId=`: where to resume when a client opens a new stream itself (no Last-Event-ID header). */
export const LiveEventsQuerySchema = z.object({
  lastEventId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
})
