import type { Database } from '@server/db/client'
import type { Analytics, SplitRow, StageCounts, SupplyDemandRow } from '@shared/admin/analytics-schemas'
import { type SQL, sql } from 'drizzle-orm'

type Row = StageCounts & { key: string }

const SUMS = sql`sum(chats)::int as chats, sum(estimates)::int as estimates, sum(requests)::int as requests,
  sum(quotes)::int as quotes, sum(accepted)::int as accepted, sum(completed)::int as completed`

/** Each commune's canton, from the reference places. */
const CANTONS = sql`(select commune, min(canton) as canton from locality group by commune)`

async function split(db: Database, key: SQL, from: string, to: string, join: SQL = sql``): Promise<Row[]> {
  const result = await db.execute<Row>(sql`
    select ${key} as key, ${SUMS}
    from funnel_day f ${join}
    where f.day >= ${from}::date and f.day <= ${to}::date
    group by 1 order by 1`)
  return result.rows.map((row) => ({ ...row, key: String(row.key ?? '') }))
}

const sortByChats = (rows: SplitRow[]) =>
  [...rows].sort((a, b) => b.chats - a.chats || a.key.localeCompare(b.key))

/** Active providers per category and canton (supply), beside the period's requests (demand). */
async function supplyDemand(db: Database, from: string, to: string): Promise<SupplyDemandRow[]> {
  const result = await db.execute<SupplyDemandRow>(sql`
    with supply as (
      select c.category, l.canton, count(*)::int as providers
      from provider p cross join lateral unnest(p.categories) as c(category)
      join ${CANTONS} l on l.commune = p.commune
      where p.status = 'active'
      group by 1, 2
    ), demand as (
      select f.category, l.canton, sum(f.requests)::int as requests
      from funnel_day f join ${CANTONS} l on l.commune = f.commune
      where f.day >= ${from}::date and f.day <= ${to}::date and f.category <> ''
      group by 1, 2
    )
    select coalesce(s.category, d.category) as category, coalesce(s.canton, d.canton) as canton,
      coalesce(s.providers, 0) as providers, coalesce(d.requests, 0) as requests
    from supply s full join demand d on d.category = s.category and d.canton = s.canton
    order by 1, 2`)
  return result.rows
}

/** The analytics of a period: the funnel by week and by each split, and supply vs demand. */
export async function loadAnalytics(db: Database, from: string, to: string): Promise<Analytics> {
  const [byWeek, byCategory, byCommune, byCanton, byLanguage, byLandingVersion, supply] = await Promise.all([
    split(db, sql`date_trunc('week', f.day)::date::text`, from, to),
    split(db, sql`f.category`, from, to),
    split(db, sql`f.commune`, from, to),
    split(db, sql`coalesce(l.canton, '')`, from, to, sql`left join ${CANTONS} l on l.commune = f.commune`),
    split(db, sql`f.language`, from, to),
    split(db, sql`f.landing_version`, from, to),
    supplyDemand(db, from, to),
  ])
  const cantonOf = await db.execute<{ commune: string; canton: string }>(sql`select * from ${CANTONS} c`)
  const cantons = new Map(cantonOf.rows.map((row) => [row.commune, row.canton]))
  const totals = byWeek.reduce<StageCounts>(
    (sum, row) => ({
      chats: sum.chats + row.chats,
      estimates: sum.estimates + row.estimates,
      requests: sum.requests + row.requests,
      quotes: sum.quotes + row.quotes,
      accepted: sum.accepted + row.accepted,
      completed: sum.completed + row.completed,
    }),
    { chats: 0, estimates: 0, requests: 0, quotes: 0, accepted: 0, completed: 0 },
  )
  return {
    from,
    to,
    totals,
    byWeek,
    byCategory: sortByChats(byCategory),
    byCommune: sortByChats(byCommune).map((row) => ({ ...row, canton: cantons.get(row.key) ?? '' })),
    byCanton: sortByChats(byCanton),
    byLanguage: sortByChats(byLanguage),
    byLandingVersion: byLandingVersion,
    supplyDemand: supply,
  }
}
