import type { Database } from '@server/db/client'
import { sql } from 'drizzle-orm'

/** Days of the funnel are days in Luxembourg. */
export const FUNNEL_TIME_ZONE = 'Europe/Luxembourg'
/** Conversations are purged a week after their last message: the rollup re-reads this many days. */
export const LIVE_DAYS = 7

/** Today in Luxembourg, as YYYY-MM-DD. */
export async function funnelToday(db: Database): Promise<string> {
  const result = await db.execute<{ day: string }>(
    sql`select (now() at time zone ${FUNNEL_TIME_ZONE})::date::text as day`,
  )
  return result.rows[0]?.day ?? new Date().toISOString().slice(0, 10)
}

export const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/**
 * Recounts the funnel of the days from `from` to `to` (included) from the live tables and replaces
 * their rows: conversations started and those that showed an estimate (chat_session), projects sent
 * (project), projects that received their first quote, requests accepted and completed. Idempotent;
 * one run at a time across instances (advisory lock). What demo mode creates is never counted (ADR 031).
 */
export async function rollUpFunnel(db: Database, from: string, to: string): Promise<void> {
  const start = sql`(${from}::date::timestamp at time zone ${FUNNEL_TIME_ZONE})`
  const end = sql`((${to}::date + 1)::timestamp at time zone ${FUNNEL_TIME_ZONE})`
  const dayOf = (column: ReturnType<typeof sql.raw>) =>
    sql`(${column} at time zone ${FUNNEL_TIME_ZONE})::date`
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('funnel-rollup'))`)
    await tx.execute(sql`delete from funnel_day where day >= ${from}::date and day <= ${to}::date`)
    await tx.execute(sql`
      insert into funnel_day (day, category, commune, language, landing_version,
        chats, estimates, requests, quotes, accepted, completed)
      select day, category, commune, language, '', sum(chats), sum(estimates), sum(requests),
        sum(quotes), sum(accepted), sum(completed)
      from (
        select ${dayOf(sql.raw('s.created_at'))} as day, coalesce(s.category, '') as category,
          coalesce(s.location->>'commune', '') as commune, s.language as language,
          1 as chats, (s.estimate is not null)::int as estimates,
          0 as requests, 0 as quotes, 0 as accepted, 0 as completed
        from chat_session s where s.created_at >= ${start} and s.created_at < ${end} and not s.demo
        union all
        select ${dayOf(sql.raw('p.created_at'))}, p.category, p.commune, coalesce(u.language, ''),
          0, 0, 1, 0, 0, 0
        from project p left join "user" u on u.id = p.customer_user_id
        where p.created_at >= ${start} and p.created_at < ${end} and not p.demo
        union all
        select ${dayOf(sql.raw('f.first_quote_at'))}, p.category, p.commune, coalesce(u.language, ''),
          0, 0, 0, 1, 0, 0
        from (
          select r.project_id, min(q.created_at) as first_quote_at
          from quote q join quote_request r on r.id = q.quote_request_id group by r.project_id
        ) f
        join project p on p.id = f.project_id left join "user" u on u.id = p.customer_user_id
        where f.first_quote_at >= ${start} and f.first_quote_at < ${end} and not p.demo
        union all
        select ${dayOf(sql.raw('r.accepted_at'))}, p.category, p.commune, coalesce(u.language, ''),
          0, 0, 0, 0, 1, 0
        from quote_request r join project p on p.id = r.project_id left join "user" u on u.id = p.customer_user_id
        where r.accepted_at >= ${start} and r.accepted_at < ${end} and not p.demo
        union all
        select ${dayOf(sql.raw('r.completed_at'))}, p.category, p.commune, coalesce(u.language, ''),
          0, 0, 0, 0, 0, 1
        from quote_request r join project p on p.id = r.project_id left join "user" u on u.id = p.customer_user_id
        where r.completed_at >= ${start} and r.completed_at < ${end} and not p.demo
      ) events
      group by day, category, commune, language`)
  })
}

/** The live days (the last week and today), recounted. */
export async function rollUpRecentFunnel(db: Database): Promise<void> {
  const today = await funnelToday(db)
  await rollUpFunnel(db, addDays(today, -LIVE_DAYS), today)
}
