import type { Database } from '@server/db/client'
import { provider } from '@server/db/schema/index'
import { localizedError } from '@server/http/errors'
import { asc, eq } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'

/** The business the caller runs: the provider row they own (the oldest, should there be several), or null. */
export async function ownedProviderId(db: Database, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: provider.id })
    .from(provider)
    .where(eq(provider.ownerUserId, userId))
    .orderBy(asc(provider.id))
    .limit(1)
  return row?.id ?? null
}

/** 404 no_provider_listing: an approved partner whose listing is not linked yet, or an admin without one. */
export function sendNoListing(request: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send(localizedError(request, 'no_provider_listing'))
}
