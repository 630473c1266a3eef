import { promisify } from 'node:util'
import { gunzip } from 'node:zlib'
import { provider } from '@server/db/schema/index'
import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { countListingEvent } from './listing-stats'

const gunzipAsync = promisify(gunzip)

const PROFILE_ROUTE = '/api/public/providers/:slug'
const SEARCH_ROUTE = '/api/public/providers/search'

async function answerText(reply: FastifyReply, payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload
  if (!Buffer.isBuffer(payload)) return null
  if (reply.getHeader('content-encoding') === 'gzip') return (await gunzipAsync(payload)).toString('utf8')
  return payload.toString('utf8')
}

/**
 * Counts, per listing and day, the views of its public profile and the search answers it appeared
 * in (the overview's figures). It reads the answers the directory's routes send, after they are
 * sent, and never delays or fails a request: the directory's code knows nothing of it (ADR 020).
 */
export const listingStatsRecorder = fp(async (app: FastifyInstance) => {
  const db = () => app.deps.database.db
  const record = (work: () => Promise<void>) => {
    setImmediate(() => {
      work().catch((error: unknown) => app.log.warn({ err: error }, 'listing statistics not recorded'))
    })
  }
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload
    const route = request.routeOptions.url
    if (route === PROFILE_ROUTE) {
      const slug = (request.params as { slug?: string }).slug
      if (slug)
        record(async () => {
          const [row] = await db().select({ id: provider.id }).from(provider).where(eq(provider.slug, slug))
          if (row) await countListingEvent(db(), [row.id], 'profile_views')
        })
    } else if (route === SEARCH_ROUTE) {
      record(async () => {
        const text = await answerText(reply, payload)
        if (!text) return
        const answer = JSON.parse(text) as { items?: Array<{ id?: unknown }> }
        const ids = (answer.items ?? []).map((item) => Number(item.id)).filter(Number.isInteger)
        await countListingEvent(db(), ids, 'search_appearances')
      })
    }
    return payload
  })
})
