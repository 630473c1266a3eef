import type { Database } from '@server/db/client'
import { provider, subscription, user } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import type { PlanTier } from '@shared/billing/plans'
import { isUiLanguage } from '@shared/i18n/languages'
import { eq } from 'drizzle-orm'
import { openTicket, type TicketRow } from './support-tickets'

/**
 * A provider asks for a plan on request (Enterprise) from their billing page: it opens a case in the
 * support desk, about their listing, written for the team (the plan they have, the one they ask for).
 * Nothing about the plan changes: a representative answers and puts the offer in place.
 */
export async function requestPlanOffer(
  db: Database,
  input: { providerId: number; userId: string; tier: PlanTier },
): Promise<{ ticket: TicketRow; message: string }> {
  const [row] = await db
    .select({
      company: provider.companyName,
      slug: provider.slug,
      vatNumber: provider.vatNumber,
      tier: subscription.tier,
      name: user.name,
      email: user.email,
      language: user.language,
    })
    .from(provider)
    .innerJoin(user, eq(user.id, provider.ownerUserId))
    .leftJoin(subscription, eq(subscription.providerId, provider.id))
    .where(eq(provider.id, input.providerId))
  if (!row) throw new DomainError('no_provider_listing', 404)
  if (row.tier === input.tier) throw new DomainError('plan_unchanged', 409)
  const message = [
    `${row.company} asks for an offer on the ${input.tier} plan (from their billing page).`,
    `Current plan: ${row.tier ?? 'none'}.`,
    `Listing: /providers/${row.slug}${row.vatNumber ? `, VAT ${row.vatNumber}` : ''}.`,
    `Contact: ${row.name} <${row.email}>.`,
  ].join('\n')
  const ticket = await db.transaction((tx) =>
    openTicket(tx, {
      kind: 'contact',
      topic: 'provider',
      name: row.name,
      email: row.email,
      language: isUiLanguage(row.language) ? row.language : 'en',
      senderUserId: input.userId,
      target: { type: 'provider', id: input.providerId },
      message,
    }),
  )
  return { ticket, message }
}
