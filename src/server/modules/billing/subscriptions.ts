import type { Database } from '@server/db/client'
import { subscription } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import type { PlanTier } from '@shared/billing/plans'
import { eq, sql } from 'drizzle-orm'
import { monthStart, nextMonthStart, todayInLuxembourg } from './periods'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Executor = Database | Tx

/**
 * A new partner's plan: billed from the first day of the next month (the rest of the month of the
 * approval is the time to complete the listing, free).
 */
export async function startSubscription(tx: Executor, providerId: number, tier: PlanTier, now = new Date()) {
  await tx
    .insert(subscription)
    .values({ providerId, tier, startsOn: nextMonthStart(todayInLuxembourg(now)) })
    .onConflictDoUpdate({ target: subscription.providerId, set: { tier, updatedAt: now } })
}

/**
 * A change of plan takes effect at the next period (the first of next month): the current month's
 * invoice stays as it is. Choosing the current plan again cancels a pending change.
 */
export async function changePlan(db: Database, providerId: number, tier: PlanTier, now = new Date()) {
  const [current] = await db.select().from(subscription).where(eq(subscription.providerId, providerId))
  if (!current) throw new DomainError('no_provider_listing', 404)
  const today = todayInLuxembourg(now)
  // Before the first billed month, the plan itself changes.
  if (current.startsOn > today) {
    if (current.tier === tier && current.nextTier === null) throw new DomainError('plan_unchanged', 409)
    await db
      .update(subscription)
      .set({ tier, nextTier: null, nextTierFrom: null, updatedAt: now })
      .where(eq(subscription.providerId, providerId))
    return
  }
  const pending = current.nextTier ?? current.tier
  if (pending === tier) throw new DomainError('plan_unchanged', 409)
  const cancel = tier === current.tier
  await db
    .update(subscription)
    .set({
      nextTier: cancel ? null : tier,
      nextTierFrom: cancel ? null : nextMonthStart(monthStart(today)),
      updatedAt: now,
    })
    .where(eq(subscription.providerId, providerId))
}

/**
 * Moves pending changes due by `periodStart` onto the plan (before that period is invoiced), and the
 * listing shows its new tier (the premium badge comes with premium and enterprise).
 */
export async function applyDuePlanChanges(tx: Executor, periodStart: string): Promise<number> {
  const changed = await tx.execute<{ provider_id: number }>(sql`
    update subscription set tier = next_tier, next_tier = null, next_tier_from = null, updated_at = now()
    where next_tier is not null and next_tier_from <= ${periodStart}::date
    returning provider_id`)
  await tx.execute(sql`
    update provider p set subscription_tier = s.tier, premium = s.tier in ('premium', 'enterprise')
    from subscription s where s.provider_id = p.id and p.subscription_tier <> s.tier`)
  return changed.rows.length
}
