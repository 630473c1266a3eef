import type { Database } from '@server/db/client'
import { addDays, funnelToday, rollUpFunnel } from '@server/modules/analytics/funnel-rollup'
import { queueCounts } from '@server/modules/applications/application-review'
import type { Overview, OverviewFigure, StatusItem } from '@shared/admin/overview-schemas'
import { type SQL, sql } from 'drizzle-orm'

type Window = { start: SQL; end: SQL }

/** A count of rows whose timestamp falls in the window. */
const countIn =
  (table: SQL, column: SQL, where: SQL = sql`true`) =>
  (w: Window) =>
    sql`(select count(*)::int from ${table} where ${column} >= ${w.start} and ${column} < ${w.end} and ${where})`

const CUSTOMER_TYPES = sql`('individual', 'user', 'customer')`
const BUSINESS_TYPES = sql`('business', 'serviceProvider')`

const NOT_DEMO = sql`not demo`

/** The figures counted over a window of days, each a subquery (one round trip per window); demo mode's records never count (ADR 031). */
const WINDOWED: Record<string, (w: Window) => SQL> = {
  newCustomers: countIn(sql`"user"`, sql`created_at`, sql`type in ${CUSTOMER_TYPES}`),
  newBusinesses: countIn(sql`"user"`, sql`created_at`, sql`type in ${BUSINESS_TYPES}`),
  projectsSent: countIn(sql`project`, sql`created_at`, NOT_DEMO),
  requestsSent: countIn(sql`quote_request`, sql`created_at`, NOT_DEMO),
  quotesSent: countIn(sql`quote`, sql`created_at`, NOT_DEMO),
  accepted: countIn(sql`quote_request`, sql`accepted_at`, NOT_DEMO),
  completed: countIn(sql`quote_request`, sql`completed_at`, NOT_DEMO),
  unmatched: countIn(sql`unmatched_request`, sql`created_at`),
  medianResponseMinutes: (w) => sql`(select round(percentile_cont(0.5) within group (
      order by extract(epoch from (first_response_at - created_at)) / 60))::int
    from quote_request where first_response_at >= ${w.start} and first_response_at < ${w.end} and not demo)`,
}

async function windowFigures(db: Database, w: Window, projectsDescribed: SQL) {
  const columns = Object.entries(WINDOWED).map(([key, figure]) => sql`${figure(w)} as ${sql.identifier(key)}`)
  const result = await db.execute<Record<string, number | null>>(
    sql`select ${sql.join(columns, sql`, `)}, ${projectsDescribed} as "projectsDescribed"`,
  )
  return result.rows[0] ?? {}
}

/**
 * States, not windows: applications waiting and overdue on the 48-hour clock (the review queue's own
 * counts, which the navigation's badge shows too), invoices overdue.
 */
async function currentFigures(db: Database): Promise<Record<string, number>> {
  const [applications, invoices] = await Promise.all([
    queueCounts(db),
    db.execute<{ overdue: number }>(
      sql`select count(*)::int as overdue from invoice where status = 'issued' and due_on < current_date`,
    ),
  ])
  return {
    applicationsWaiting: applications.open,
    applicationsOverdue: applications.overdue,
    invoicesOverdue: Number(invoices.rows[0]?.overdue ?? 0),
  }
}

const luxembourgDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Luxembourg')`

export interface StatusInputs {
  databaseUp: boolean
  smtpConfigured: boolean
  maintenanceOn: boolean
  /** Share of the last hour's requests answered 5xx (0–1), when measured. */
  errorRate: number | null
}

async function statusStrip(db: Database, inputs: StatusInputs): Promise<StatusItem[]> {
  const result = await db.execute<{ failed: number; stored: number }>(sql`select
    (select count(*)::int from outbox_email where status = 'failed' and created_at > now() - interval '1 day') as failed,
    (select count(*)::int from outbox_email where status = 'stored') as stored`)
  const { failed = 0, stored = 0 } = result.rows[0] ?? {}
  const backlog = inputs.smtpConfigured ? stored : 0
  const errorPercent = inputs.errorRate === null ? null : Math.round(inputs.errorRate * 1000) / 10
  return [
    { key: 'database', level: inputs.databaseUp ? 'ok' : 'down', value: null },
    { key: 'email', level: failed > 0 ? 'warning' : 'ok', value: failed },
    { key: 'outbox', level: backlog > 100 ? 'warning' : 'ok', value: backlog },
    {
      key: 'errors',
      level: errorPercent === null || errorPercent < 1 ? 'ok' : errorPercent < 5 ? 'warning' : 'down',
      value: errorPercent,
    },
    { key: 'maintenance', level: inputs.maintenanceOn ? 'warning' : 'ok', value: null },
  ]
}

/**
 * GET /api/admin/overview: today's and the last 30 days' figures, each the
 * key of the list it links to, and the status strip. Days are days in Luxembourg.
 */
export async function loadOverview(db: Database, inputs: StatusInputs): Promise<Overview> {
  const today = await funnelToday(db)
  // Conversations are counted by the funnel (they are purged after a week): today's is recounted now.
  await rollUpFunnel(db, today, today)
  const monthStart = addDays(today, -29)
  const described = (from: string) =>
    sql`(select coalesce(sum(chats), 0)::int from funnel_day where day >= ${from}::date and day <= ${today}::date)`
  const end = luxembourgDayStart(addDays(today, 1))
  const [day, month, current, status] = await Promise.all([
    windowFigures(db, { start: luxembourgDayStart(today), end }, described(today)),
    windowFigures(db, { start: luxembourgDayStart(monthStart), end }, described(monthStart)),
    currentFigures(db),
    statusStrip(db, inputs),
  ])
  const keys = ['newCustomers', 'newBusinesses', 'projectsDescribed', ...Object.keys(WINDOWED).slice(2)]
  const figures: OverviewFigure[] = keys.map((key) => ({
    key,
    today: day[key] ?? null,
    last30: month[key] ?? null,
  }))
  for (const [key, value] of Object.entries(current)) figures.push({ key, today: value, last30: null })
  return { figures, status, generatedAt: new Date().toISOString() }
}
