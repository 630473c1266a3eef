import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { batchedWrites } from '@server/http/batched-writes'
import { luxembourgToday } from '@shared/format/date-time'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type ListingEvent, writeListingEvents } from './listing-stats'

const gunzipAsync = promisify(gunzip)

declare module 'fastify' {
  interface FastifyInstance {
    /** The listing counters gathered in memory; flush() writes them now (they are written every few seconds). */
    listingStats: { flush: () => Promise<void> }
  }
}

const PROFILE_ROUTE = '/api/public/providers/:slug'
const SEARCH_ROUTE = '/api/public/providers/search'

async function answerText(reply: FastifyReply, payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload
  if (!Buffer.isBuffer(payload)) return null
  if (reply.getHeader('content-encoding') === 'gzip') return (await gunzipAsync(payload)).toString('utf8')
  return payload.toString('utf8')
}

/**
 * The listings a search answer shows, read once per answer's bytes (ADR 090): a kept search answer
 * is the same Buffer for every request (sendReadyAnswer), and unzipping and parsing it again for each
 * cost the event loop more than the search itself.
 */
const listingsOfAnswer = new WeakMap<Buffer, Promise<number[]>>()

async function listingsIn(reply: FastifyReply, payload: unknown): Promise<number[]> {
  const text = await answerText(reply, payload)
  if (!text) return []
  const answer = JSON.parse(text) as { items?: Array<{ id?: unknown }> }
  return [...new Set((answer.items ?? []).map((item) => Number(item.id)))].filter(Number.isInteger)
}

function listingsShown(reply: FastifyReply, payload: unknown): Promise<number[]> {
  if (!Buffer.isBuffer(payload)) return listingsIn(reply, payload)
  let listings = listingsOfAnswer.get(payload)
  if (!listings) {
    listings = listingsIn(reply, payload)
    listingsOfAnswer.set(payload, listings)
    // A failed read is not kept: the next request with these bytes tries again.
    listings.catch(() => listingsOfAnswer.delete(payload))
  }
  return listings
}

/**
 * Counts, per listing and day, the views of its public profile and the search answers it appeared
 * in (the overview's figures). It reads the answers the directory's routes send, after they are
 * sent, and never delays or fails a request: the directory's code knows nothing of it (ADR 020).
 * The counts are gathered in memory and written in batches (ADR 044): a search writes nothing.
 */
export const listingStatsRecorder = fp(async (app: FastifyInstance) => {
  const events = batchedWrites<ListingEvent>(app, 'listing statistics', (batch) =>
    writeListingEvents(app.deps.database.db, batch),
  )
  app.decorate('listingStats', { flush: events.flush })
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload
    const route = request.routeOptions.url
    if (route === PROFILE_ROUTE) {
      const slug = (request.params as { slug?: string }).slug
      if (slug) events.add({ day: luxembourgToday(), counter: 'profile_views', slug })
    } else if (route === SEARCH_ROUTE) {
      events.gather(async () => {
        const listings = await listingsShown(reply, payload)
        const day = luxembourgToday()
        for (const id of listings) events.add({ day, counter: 'search_appearances', providerId: id })
      })
    }
    return payload
  })
})
