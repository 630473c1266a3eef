import type { Database } from '@server/db/client'
import { subscription } from '@server/db/schema/index'
import { DomainError } from '@server/http/domain-error'
import { PLANS, type PlanTier } from '@shared/billing/plans'
import { luxembourgToday } from '@shared/format/date-time'
import { eq, sql } from 'drizzle-orm'
import { monthStart, nextMonthStart } from './periods'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
type Executor = Database | Tx

/**
 * A new partner's plan: billed from the first day of the next month (the rest of the month of the
 * approval is the time to complete the listing, free).
 */
export async function startSubscription(tx: Executor, providerId: number, tier: PlanTier, now = new Date()) {
  await tx
    .insert(subscription)
    .values({ providerId, tier, startsOn: nextMonthStart(luxembourgToday(now)) })
    .onConflictDoUpdate({ target: subscription.providerId, set: { tier, updatedAt: now } })
}

/**
 * The day a change asked for on `today` takes effect (ADR 049): the first day of the next billing
 * period, never before the first billed day. Upgrades and downgrades alike: the invoices are one
 * month at one plan's price, issued on the month's first day, so a change never splits a month.
 */
export function changesTakeEffectOn(startsOn: string, today: string): string {
  const next = nextMonthStart(monthStart(today))
  return startsOn > next ? startsOn : next
}

export interface ConfirmedPlanChange {
  tier: PlanTier
  /** The terms the provider confirmed. */
  confirmed: { monthlyNetCents: number; effectiveFrom: string }
}

/**
 * A confirmed change of plan is scheduled for the next period (the current month's invoice and plan
 * stay as they are); choosing the current plan again cancels a pending change. A plan on request
 * cannot be chosen. The change is made only on the terms the provider confirmed: its price and the
 * day it takes effect are still those the server would apply.
 */
export async function changePlan(
  db: Database,
  providerId: number,
  { tier, confirmed }: ConfirmedPlanChange,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(subscription)
      .where(eq(subscription.providerId, providerId))
      .for('update')
    if (!current) throw new DomainError('no_provider_listing', 404)
    const pending = current.nextTier ?? current.tier
    if (pending === tier) throw new DomainError('plan_unchanged', 409)
    const cancel = tier === current.tier
    if (PLANS[tier].onRequest && !cancel) throw new DomainError('plan_on_request', 422)
    const effectiveFrom = changesTakeEffectOn(current.startsOn, luxembourgToday(now))
    if (confirmed.effectiveFrom !== effectiveFrom || confirmed.monthlyNetCents !== PLANS[tier].monthlyCents)
      throw new DomainError('plan_terms_changed', 409)
    await tx
      .update(subscription)
      .set({
        nextTier: cancel ? null : tier,
        nextTierFrom: cancel ? null : effectiveFrom,
        updatedAt: now,
      })
      .where(eq(subscription.providerId, providerId))
  })
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
