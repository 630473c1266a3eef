import { sql } from 'drizzle-orm'
import type { ScheduledJob } from './job-runner'

const HOUR_MS = 60 * 60 * 1000

/**
 * Sign-in sessions and one-time links (email confirmation, password reset) past their expiry: the
 * auth library refuses them already and deletes one when it is presented; this removes the rest.
 */
export const expiredAuthPurge: ScheduledJob = {
  name: 'expired-auth-purge',
  everyMs: HOUR_MS,
  async run({ db, log }) {
    const sessions = await db.execute<{ n: number }>(
      sql`with gone as (delete from session where expires_at < now() returning 1) select count(*)::int as n from gone`,
    )
    const links = await db.execute<{ n: number }>(
      sql`with gone as (delete from verification where expires_at < now() returning 1) select count(*)::int as n from gone`,
    )
    const removed = { sessions: sessions.rows[0]?.n ?? 0, links: links.rows[0]?.n ?? 0 }
    if (removed.sessions + removed.links > 0) log.info(removed, 'expired sessions and links removed')
  },
}
