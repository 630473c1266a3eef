import type { Database } from '@server/db/client'
import { landingEvent } from '@server/db/schema/index'
import type { LandingAssignment, LandingEvent } from '@shared/landing/landing-versions'

/**
 * Counts what a visitor did under their landing version: one row per visitor, version and event,
 * so the same event twice (a second chat, a page reload) counts once.
 */
export async function recordLandingEvents(
  db: Database,
  assignment: LandingAssignment,
  events: readonly LandingEvent[],
): Promise<void> {
  if (events.length === 0) return
  await db
    .insert(landingEvent)
    .values(events.map((event) => ({ visitorId: assignment.visitorId, version: assignment.version, event })))
    .onConflictDoNothing()
}
