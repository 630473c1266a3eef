import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '@server/db/client'
import { todayInLuxembourg } from '@server/modules/billing/periods'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, startServer } from './process-harness'

/**
 * Drill: the counters gathered in memory (profile views, search appearances) are written every few
 * seconds; a SIGTERM that comes between two writes must not lose them. A demo profile is viewed,
 * the process is stopped at once, and the stored count is exactly the views.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'luxpro-drill-counters-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const SLUG = 'sanitaire-weber-bertrange'
const VIEWS = 7
const env = { SEED_DEMO_DATA: 'true' }

async function storedViews(): Promise<number> {
  const database = await openDatabase({ driver: 'pglite', dataDir: join(dataDir, 'db') })
  try {
    const { rows } = await database.db.execute<{ views: number }>(sql`
      select coalesce(sum(s.profile_views), 0)::int as views
      from provider_daily_stat s join provider p on p.id = s.provider_id
      where p.slug = ${SLUG} and s.day = ${todayInLuxembourg()}::date`)
    return rows[0]?.views ?? 0
  } finally {
    await database.close()
  }
}

describe('SIGTERM and the counters kept in memory', () => {
  it('writes the profile views it gathered before the process exits', async () => {
    // The start seeds the demo data, which holds no view for today: every view stored is one of ours.
    const server = await startServer({ dataDir, port: await freePort(), env })
    for (let i = 0; i < VIEWS; i++) {
      const res = await fetch(`${server.base}/api/public/providers/${SLUG}`)
      expect(res.status).toBe(200)
    }
    // Stopped well within the 5 s between two writes.
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(await storedViews()).toBe(VIEWS)
  }, 120_000)
})
