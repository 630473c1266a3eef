import type { LandingEvent, LandingVersion } from '@shared/landing/landing-versions'
import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * What visitors of each landing version did (ADR 032): the landing seen ('visit') and the
 * conversions, keyed by the random visitor id of the `luxpro_landing` cookie. One row per visitor,
 * version and event: the same event twice counts once. No account, address or IP is kept.
 */
export const landingEvent = pgTable(
  'landing_event',
  {
    visitorId: uuid().notNull(),
    version: text().$type<LandingVersion>().notNull(),
    event: text().$type<LandingEvent>().notNull(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitorId, t.version, t.event] }), index('landing_event_at_idx').on(t.at)],
)
