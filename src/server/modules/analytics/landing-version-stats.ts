import type { Database } from '@server/db/client'
import type { LandingVersionRow, LandingVersionStats } from '@shared/admin/landing-version-schemas'
import { LANDING_CONVERSIONS, LANDING_VERSIONS, type LandingEvent } from '@shared/landing/landing-versions'
import { sql } from 'drizzle-orm'
import { FUNNEL_TIME_ZONE } from './funnel-rollup'

/**
 * Each landing version's visitors who first saw it in the period (Luxembourg days), and how many of
 * those did each conversion, whenever they did it: a rate is always a share of the same visitors.
 */
export async function loadLandingVersionStats(
  db: Database,
  from: string,
  to: string,
): Promise<LandingVersionStats> {
  const result = await db.execute<{ version: string; event: LandingEvent; count: number }>(sql`
    select v.version, e.event, count(*)::int as count
    from landing_event v
    join landing_event e on e.visitor_id = v.visitor_id and e.version = v.version
    where v.event = 'visit'
      and v.at >= (${from}::date::timestamp at time zone ${FUNNEL_TIME_ZONE})
      and v.at < ((${to}::date + 1)::timestamp at time zone ${FUNNEL_TIME_ZONE})
    group by 1, 2`)
  const versions = LANDING_VERSIONS.map(
    (version): LandingVersionRow => ({
      version,
      visitors: 0,
      conversions: Object.fromEntries(
        LANDING_CONVERSIONS.map((event) => [event, 0]),
      ) as LandingVersionRow['conversions'],
    }),
  )
  for (const { version, event, count } of result.rows) {
    const row = versions.find((candidate) => candidate.version === version)
    if (!row) continue
    if (event === 'visit') row.visitors = count
    else row.conversions[event] = count
  }
  return { from, to, versions }
}
