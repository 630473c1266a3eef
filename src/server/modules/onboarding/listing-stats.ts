import type { Database } from '@server/db/client'
import { provider, quote, quoteRequest, subscription } from '@server/db/schema/index'
import { addDays } from '@server/modules/billing/periods'
import { PLANS } from '@shared/billing/plans'
import { luxembourgToday } from '@shared/format/date-time'
import type { Overview } from '@shared/onboarding/onboarding-schemas'
import { and, count, eq, gte, sql } from 'drizzle-orm'

type Counter = 'profile_views' | 'search_appearances'

/** One view or appearance of a listing on a day (Luxembourg's), by its id or its slug. */
export type ListingEvent = { day: string; counter: Counter } & ({ providerId: number } | { slug: string })

/**
 * Adds a batch of events to the daily counts, one statement per day and counter, the events summed
 * per listing first. Listings gone since (or slugs that never were) are left out.
 */
export async function writeListingEvents(db: Database, events: readonly ListingEvent[]) {
  const groups = new Map<string, { day: string; counter: Counter; counts: Map<string, number> }>()
  for (const event of events) {
    const key = `${event.day} ${event.counter}`
    const group = groups.get(key) ?? { day: event.day, counter: event.counter, counts: new Map() }
    groups.set(key, group)
    const listing = 'providerId' in event ? `#${event.providerId}` : event.slug
    group.counts.set(listing, (group.counts.get(listing) ?? 0) + 1)
  }
  for (const { day, counter, counts } of groups.values()) {
    const rows = [...counts].map(([listing, n]) =>
      listing.startsWith('#')
        ? { id: Number(listing.slice(1)), slug: null, n }
        : { id: null, slug: listing, n },
    )
    const column = sql.raw(counter)
    await db.execute(sql`
      insert into provider_daily_stat (provider_id, day, ${column})
      select p.id, ${day}::date, sum(c.n)
      from json_to_recordset(${JSON.stringify(rows)}::json) as c(id int, slug text, n int)
      join provider p on p.id = c.id or p.slug = c.slug
      group by p.id
      on conflict (provider_id, day) do update set ${column} = provider_daily_stat.${column} + excluded.${column}`)
  }
}

/**
 * What a lead is worth to the caller's listing over the last `days` days: leads received and
 * answered, quotes sent and accepted, win rate, the median response time the profile shows, profile
 * views and search appearances per day, and the plan's usage this month.
 */
export async function listingOverview(
  db: Database,
  providerId: number,
  days: 30 | 90,
  now = new Date(),
): Promise<Overview> {
  const since = new Date(now.getTime() - days * 86_400_000)
  // The series and the month are Luxembourg's days, as the leads' days and the daily counters are:
  // between midnight in Luxembourg and midnight UTC, today's leads belong to the new day.
  const today = luxembourgToday(now)
  const firstDay = addDays(today, 1 - days)
  const monthStart = sql`(${`${today.slice(0, 8)}01`}::date::timestamp at time zone 'Europe/Luxembourg')`
  const mine = eq(quoteRequest.providerId, providerId)
  const [[leads], [quotes], leadDays, stats, [listing], [plan], [thisMonth]] = await Promise.all([
    db
      .select({
        received: count(),
        answered: sql<number>`count(${quoteRequest.firstResponseAt})`,
      })
      .from(quoteRequest)
      .where(and(mine, gte(quoteRequest.createdAt, since))),
    db
      .select({
        sent: count(),
        accepted: sql<number>`count(*) filter (where ${quoteRequest.acceptedAt} is not null)`,
      })
      .from(quote)
      .innerJoin(quoteRequest, eq(quoteRequest.id, quote.quoteRequestId))
      .where(and(mine, gte(quote.createdAt, since))),
    db
      .select({
        day: sql<string>`to_char(${quoteRequest.createdAt} at time zone 'Europe/Luxembourg', 'YYYY-MM-DD')`,
        n: count(),
      })
      .from(quoteRequest)
      .where(and(mine, gte(quoteRequest.createdAt, since)))
      .groupBy(sql`1`),
    db.execute<{ day: string; profile_views: number; search_appearances: number }>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, profile_views, search_appearances from provider_daily_stat
      where provider_id = ${providerId} and day >= ${firstDay}::date`),
    db
      .select({
        median: provider.medianResponseMinutes,
        tier: provider.subscriptionTier,
        categories: provider.categories,
      })
      .from(provider)
      .where(eq(provider.id, providerId)),
    db.select({ tier: subscription.tier }).from(subscription).where(eq(subscription.providerId, providerId)),
    db
      .select({ n: count() })
      .from(quoteRequest)
      .where(and(mine, gte(quoteRequest.createdAt, monthStart))),
  ])
  const byDay = new Map<string, { leads: number; profileViews: number; searchAppearances: number }>()
  for (let i = days - 1; i >= 0; i--)
    byDay.set(addDays(today, -i), {
      leads: 0,
      profileViews: 0,
      searchAppearances: 0,
    })
  for (const row of leadDays) {
    const entry = byDay.get(row.day)
    if (entry) entry.leads = Number(row.n)
  }
  let profileViews = 0
  let searchAppearances = 0
  for (const row of stats.rows) {
    profileViews += Number(row.profile_views)
    searchAppearances += Number(row.search_appearances)
    const entry = byDay.get(row.day)
    if (entry) {
      entry.profileViews = Number(row.profile_views)
      entry.searchAppearances = Number(row.search_appearances)
    }
  }
  const sent = Number(quotes?.sent ?? 0)
  const accepted = Number(quotes?.accepted ?? 0)
  const tier = plan?.tier ?? listing?.tier ?? 'basic'
  return {
    days,
    leadsReceived: Number(leads?.received ?? 0),
    leadsAnswered: Number(leads?.answered ?? 0),
    quotesSent: sent,
    quotesAccepted: accepted,
    winRate: sent > 0 ? accepted / sent : null,
    medianResponseMinutes: listing?.median ?? null,
    profileViews,
    searchAppearances,
    series: [...byDay].map(([day, values]) => ({ day, ...values })),
    plan: {
      tier,
      leadsPerMonth: PLANS[tier].leadsPerMonth,
      leadsThisMonth: Number(thisMonth?.n ?? 0),
      categoriesAllowed: PLANS[tier].categories,
      categoriesUsed: listing?.categories.length ?? 0,
    },
  }
}
