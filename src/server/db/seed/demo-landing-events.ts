import type { Database } from '@server/db/client'
import { landingEvent } from '@server/db/schema/index'
import type { LandingEvent, LandingVersion } from '@shared/landing/landing-versions'
import { count, sql } from 'drizzle-orm'
import { Random } from './random'

/**
 * Four weeks of a landing-version comparison for the admins' analytics (ADR 032): random
 * visitors split 50/50 between A and B, and what each of them did. Deterministic for a seed and
 * relative to the day it runs. Version B starts a few more chats; the other steps follow at the
 * same rates, so some differences come out significant and others do not.
 */
const DAYS = 28
const VISITORS_PER_DAY = 70
const SEED = 32

const CHANCES: Record<LandingVersion, { chat: number; estimate: number; request: number; register: number }> =
  {
    A: { chat: 0.2, estimate: 0.72, request: 0.3, register: 0.07 },
    B: { chat: 0.25, estimate: 0.72, request: 0.3, register: 0.075 },
  }

/** A version-4-shaped UUID from the generator (the visitor ids are random in real life too). */
function visitorId(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random.next() * 16).toString(16)).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`
}

interface Row {
  visitorId: string
  version: LandingVersion
  event: LandingEvent
  hoursAgo: number
}

export function generateLandingEvents(seed = SEED): Row[] {
  const rows: Row[] = []
  for (let day = 0; day < DAYS; day++) {
    const random = Random.forItem(seed, day)
    for (let n = 0; n < VISITORS_PER_DAY; n++) {
      const version: LandingVersion = random.chance(0.5) ? 'A' : 'B'
      const id = visitorId(random)
      const hoursAgo = day * 24 + random.next() * 23
      const add = (event: LandingEvent) => rows.push({ visitorId: id, version, event, hoursAgo })
      const chances = CHANCES[version]
      add('visit')
      if (random.chance(chances.register)) add('registered')
      if (!random.chance(chances.chat)) continue
      add('chat_started')
      if (!random.chance(chances.estimate)) continue
      add('estimate_shown')
      if (random.chance(chances.request)) add('request_sent')
    }
  }
  return rows
}

/** Into a demo database with no landing events yet (re-running adds nothing). */
export async function seedDemoLandingEvents(db: Database): Promise<void> {
  const [{ rows } = { rows: 0 }] = await db.select({ rows: count() }).from(landingEvent)
  if (rows > 0) return
  const events = generateLandingEvents()
  for (let i = 0; i < events.length; i += 1000)
    await db.insert(landingEvent).values(
      events.slice(i, i + 1000).map(({ hoursAgo, ...row }) => ({
        ...row,
        at: sql`now() - make_interval(secs => ${Math.round(hoursAgo * 3600)})`,
      })),
    )
}
