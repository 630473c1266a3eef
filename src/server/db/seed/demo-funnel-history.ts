import type { Database } from '@server/db/client'
import { funnelDay } from '@server/db/schema/index'
import type { CategorySlug } from '@shared/catalog/categories'
import { count, sql } from 'drizzle-orm'
import { Random } from './random'

/**
 * A year of plausible marketplace activity for the admins' analytics, as funnel rows
 * (the funnel_day table the analytics read): conversations with the assistant, estimates shown,
 * projects sent, first quotes, acceptances and completed jobs, by category, commune, language and
 * landing-page version. Deterministic for a seed, relative to the day it runs; it stops 8 days
 * before that day, where the rollup of the live tables takes over. Aggregates only: no people,
 * projects or requests stand behind these counts.
 */
export const HISTORY_DAYS = 365
/** The last week and today are counted from the live tables (the rollup); history stops before. */
const LIVE_DAYS = 7
const SEED = 20

const CATEGORY_WEIGHTS: Partial<Record<CategorySlug, number>> = {
  plumbing: 12,
  electrical: 10,
  painting: 9,
  cleaning: 9,
  renovation: 7,
  heating: 6,
  gardening: 6,
  carpentry: 5,
  moving: 5,
  roofing: 4,
  tiling: 4,
  masonry: 3,
  locksmith: 3,
  'appliance-repair': 3,
  solar: 3,
  'interior-design': 2,
  legal: 2,
  accounting: 2,
  'it-support': 2,
  'web-development': 2,
  translation: 1,
  photography: 1,
  'pest-control': 1,
}
const CATEGORIES = Object.entries(CATEGORY_WEIGHTS) as Array<[CategorySlug, number]>
const LANGUAGES: Array<[string, number]> = [
  ['fr', 42],
  ['de', 30],
  ['en', 28],
]

/** Chance of reaching each stage from the one before; version B of the landing converts a little better. */
const STAGE_CHANCES = {
  estimate: 0.74,
  request: { A: 0.33, B: 0.37 },
  quote: 0.84,
  accept: 0.5,
  complete: 0.86,
}

interface Counts {
  chats: number
  estimates: number
  requests: number
  quotes: number
  accepted: number
  completed: number
}
type Stage = keyof Counts
interface Dims {
  category: string
  commune: string
  language: string
  landingVersion: string
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Conversations started on a day: growth over the year, quieter weekends, spring busier, December calmer. */
function chatsOn(day: string, index: number, random: Random): number {
  const date = new Date(`${day}T00:00:00Z`)
  const weekday = date.getUTCDay()
  const week = weekday === 0 ? 0.55 : weekday === 6 ? 0.7 : 1
  const month = date.getUTCMonth()
  const season = month >= 2 && month <= 5 ? 1.2 : month === 11 ? 0.75 : 1
  const trend = 22 + 70 * (index / HISTORY_DAYS)
  return Math.max(0, Math.round(trend * week * season * (0.85 + random.next() * 0.3)))
}

interface Commune extends Record<string, unknown> {
  commune: string
  population: number
}

/** The funnel rows of the history, aggregated by day and split. */
export function generateFunnelHistory(today: string, communes: readonly Commune[], seed = SEED) {
  const rows = new Map<string, Counts & Dims & { day: string }>()
  const last = addDays(today, -(LIVE_DAYS + 1))
  const first = addDays(today, -HISTORY_DAYS)
  const bump = (day: string, key: Dims, stage: Stage) => {
    if (day > last) return
    const id = `${day}|${key.category}|${key.commune}|${key.language}|${key.landingVersion}`
    let row = rows.get(id)
    if (!row) {
      row = { day, ...key, chats: 0, estimates: 0, requests: 0, quotes: 0, accepted: 0, completed: 0 }
      rows.set(id, row)
    }
    row[stage]++
  }
  for (let index = 0; index < HISTORY_DAYS - LIVE_DAYS; index++) {
    const day = addDays(first, index)
    const random = Random.forItem(seed, index)
    for (let n = chatsOn(day, index, random); n > 0; n--) {
      const landingVersion = random.chance(0.55) ? 'A' : 'B'
      const key: Dims = {
        category: random.weighted(CATEGORIES, ([, weight]) => weight)[0],
        commune: random.weighted(communes, (c) => Math.sqrt(c.population)).commune,
        language: random.weighted(LANGUAGES, ([, weight]) => weight)[0],
        landingVersion,
      }
      bump(day, key, 'chats')
      if (!random.chance(STAGE_CHANCES.estimate)) continue
      bump(day, key, 'estimates')
      if (!random.chance(STAGE_CHANCES.request[landingVersion])) continue
      bump(day, key, 'requests')
      if (!random.chance(STAGE_CHANCES.quote)) continue
      const quoted = addDays(day, random.int(0, 2))
      bump(quoted, key, 'quotes')
      if (!random.chance(STAGE_CHANCES.accept)) continue
      const accepted = addDays(quoted, random.int(1, 5))
      bump(accepted, key, 'accepted')
      if (random.chance(STAGE_CHANCES.complete)) bump(addDays(accepted, random.int(5, 30)), key, 'completed')
    }
  }
  return [...rows.values()]
}

/** Into a demo database whose funnel holds no history yet (re-running adds nothing). */
export async function seedDemoFunnelHistory(db: Database): Promise<void> {
  const [{ rows } = { rows: 0 }] = await db.select({ rows: count() }).from(funnelDay)
  if (rows > 0) return
  const today = await db.execute<{ day: string }>(
    sql`select (now() at time zone 'Europe/Luxembourg')::date::text as day`,
  )
  const communes = await db.execute<Commune>(
    sql`select commune, max(population)::int as population from locality group by commune order by commune`,
  )
  const history = generateFunnelHistory(
    today.rows[0]?.day ?? new Date().toISOString().slice(0, 10),
    communes.rows,
  )
  for (let i = 0; i < history.length; i += 1000) await db.insert(funnelDay).values(history.slice(i, i + 1000))
}
