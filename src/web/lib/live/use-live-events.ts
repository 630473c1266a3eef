import {
  LIVE_EVENT_KINDS,
  LIVE_EVENTS_PATH,
  type LiveEventData,
  type LiveEventKind,
} from '@shared/live/live-events'
import { useEffect, useRef } from 'react'

/** What a page hears: one of the kinds, or `resync` (read everything again: events may be missing). */
export type LiveEvent = { kind: LiveEventKind; data: LiveEventData } | { kind: 'resync' }

/** The attribute on <html> that says whether the stream is listening (`ready`) or not (`connecting`). */
export const LIVE_EVENTS_STATE_ATTRIBUTE = 'data-live-events'

/** Ids already handled: a replay after a reconnection may repeat a few (the server looks back a little). */
const SEEN_IDS_KEPT = 500
/** After a refused stream (429, a proxy error), a new one is tried this long later, doubling up to the maximum. */
const RETRY_FIRST_MS = 5_000
const RETRY_MAX_MS = 60_000

/**
 * One event stream (Server-Sent Events) for this tab while `enabled` (signed in): every event is passed
 * to `onEvent`, once. The browser reconnects by itself after a drop, sending the last event's id, and
 * the server replays what was missed; a stream the server refused is opened again later, from the
 * same id. No polling anywhere.
 */
export function useLiveEvents(enabled: boolean, onEvent: (event: LiveEvent) => void) {
  const handler = useRef(onEvent)
  handler.current = onEvent

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    const root = document.documentElement
    const seen = new Set<string>()
    let lastId: string | undefined
    let source: EventSource | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    let retryMs = RETRY_FIRST_MS

    const handle = (kind: LiveEventKind) => (message: MessageEvent<string>) => {
      if (message.lastEventId) {
        lastId = message.lastEventId
        if (seen.has(message.lastEventId)) return
        seen.add(message.lastEventId)
        if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value as string)
      }
      handler.current({ kind, data: JSON.parse(message.data) as LiveEventData })
    }

    const connect = () => {
      const next = new EventSource(lastId ? `${LIVE_EVENTS_PATH}?lastEventId=${lastId}` : LIVE_EVENTS_PATH)
      source = next
      root.setAttribute(LIVE_EVENTS_STATE_ATTRIBUTE, 'connecting')
      for (const kind of LIVE_EVENT_KINDS) next.addEventListener(kind, handle(kind))
      next.addEventListener('resync', () => handler.current({ kind: 'resync' }))
      next.addEventListener('ready', () => {
        retryMs = RETRY_FIRST_MS
        root.setAttribute(LIVE_EVENTS_STATE_ATTRIBUTE, 'ready')
      })
      next.onerror = () => {
        root.setAttribute(LIVE_EVENTS_STATE_ATTRIBUTE, 'connecting')
        // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up (an answer other than a stream).
        if (next.readyState !== EventSource.CLOSED) return
        retry = setTimeout(connect, retryMs)
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
      }
    }

    connect()
    return () => {
      clearTimeout(retry)
      source?.close()
      root.removeAttribute(LIVE_EVENTS_STATE_ATTRIBUTE)
    }
  }, [enabled])
}
