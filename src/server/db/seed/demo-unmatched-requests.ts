import type { Database } from '@server/db/client'
import { unmatchedRequest } from '@server/db/schema/index'
import { sql } from 'drizzle-orm'

/** Requests no demo provider could take, so the admins' list shows what it is for. */
const DEMO_UNMATCHED = [
  {
    text: 'Wir möchten eine Sauna im Keller einbauen lassen, ca. 6 m², Haus in Clervaux',
    category: 'carpentry',
    locality: 'Clervaux',
    commune: 'Clervaux',
    language: 'de',
    daysAgo: 1,
  },
  {
    text: 'Je cherche quelqu’un pour accorder un piano droit à Wiltz, assez vite si possible',
    category: 'appliance-repair',
    locality: 'Wiltz',
    commune: 'Wiltz',
    language: 'fr',
    daysAgo: 3,
  },
  {
    text: 'Looking for someone to move two beehives from our garden in Vianden',
    category: 'pest-control',
    locality: 'Vianden',
    commune: 'Vianden',
    language: 'en',
    daysAgo: 6,
  },
] as const

export async function seedDemoUnmatchedRequests(db: Database): Promise<void> {
  await db.insert(unmatchedRequest).values(
    DEMO_UNMATCHED.map(({ daysAgo, ...request }) => ({
      ...request,
      createdAt: sql`now() - make_interval(days => ${daysAgo})`,
    })),
  )
}
