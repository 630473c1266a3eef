import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { talk } from '@server/test/chat'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(() => t.close())

async function estimateFor(message: string, yes: string, language: 'en' | 'fr' | 'de') {
  const first = await talk(t, message, { language })
  expect(first.state, first.reply).toBe('confirm_location')
  return talk(t, yes, { sessionId: first.sessionId, language })
}

/** The lowest "from" price the seed's listed providers reaching the place list for the job. */
async function lowestListed(job: string, locality: string) {
  const rows = await t.database.db.execute<{ low: number | null }>(sql`
    select min(s.price_from) as low from provider_service s join provider p on p.id = s.provider_id
    join locality l on l.name = ${locality}
    where s.job = ${job} and p.status = 'active' and s.price_from is not null
      and 6371 * 2 * asin(sqrt(power(sin(radians(p.lat - l.lat) / 2), 2)
        + cos(radians(l.lat)) * cos(radians(p.lat)) * power(sin(radians(p.lon - l.lon) / 2), 2))) <= p.service_radius_km`)
  const low = rows.rows[0]?.low
  return low === null || low === undefined ? null : Number(low)
}

describe('estimates by job, agreeing with what providers here list', () => {
  it('prices a fuse box replacement as the job, says from what price providers here list it and agrees with it', async () => {
    const reply = await estimateFor(
      'Wir möchten den Sicherungskasten erneuern lassen, Haus in Mamer',
      'ja',
      'de',
    )
    expect(reply.state).toBe('estimate')
    expect(reply.category).toBe('electrical')
    expect(reply.estimate?.job).toBe('replace-fuse-box')
    expect(reply.reply).toMatch(/^Sicherungskasten erneuern in Mamer: rechnen Sie mit etwa/)
    // Not hours of an electrician: a fuse box costs well over a thousand euros.
    expect(reply.estimate!.low).toBeGreaterThan(1000)
    const listed = await lowestListed('replace-fuse-box', 'Mamer')
    expect(listed, 'the seed lists fuse boxes near Mamer').not.toBeNull()
    expect(reply.estimate?.listedFrom).toEqual({ amount: listed, perUnit: false })
    expect(reply.reply).toContain('Anbieter hier nennen dafür Preise ab')
    // Never below what anyone here starts at, nor above it by more than the range's own spread.
    const netLow = reply.estimate!.low / 1.17
    const netHigh = reply.estimate!.high / 1.17
    expect(listed!).toBeLessThanOrEqual(netHigh)
    expect(listed!).toBeGreaterThanOrEqual(netLow - (netHigh - netLow))
    // A whole job: no quantity to ask for.
    expect(reply.reply).not.toContain('Zur Verfeinerung')
  })

  it('prices a 25-year-old gas boiler’s replacement in thousands, not as a repair visit', async () => {
    const reply = await estimateFor(
      'Il faut remplacer notre chaudière au gaz qui a 25 ans, maison à Mersch',
      'oui',
      'fr',
    )
    expect(reply.estimate?.job).toBe('replace-boiler')
    expect(reply.estimate!.low).toBeGreaterThan(5000)
    expect(reply.estimate!.basis[0]).toBe(
      'Travaux\u00a0: Remplacer une chaudière gaz ou mazout, chiffrés comme un tout',
    )
  })

  it('asks only the one quantity a per-m² job needs, and refines the estimate with the answer', async () => {
    const first = await talk(t, 'I need the kitchen floor tiled in Esch-sur-Alzette', { language: 'en' })
    const estimated = await talk(t, 'yes', { sessionId: first.sessionId, language: 'en' })
    expect(estimated.estimate?.job).toBe('tile-floor')
    expect(estimated.estimate?.quantityText).toBe('12 m²')
    expect(estimated.reply).toContain('To refine it, tell me the area in m²: I assumed 12 m².')
    const refined = await talk(t, 'about 20 m2', { sessionId: first.sessionId, language: 'en' })
    expect(refined.state, JSON.stringify([refined.category, refined.reply, refined.estimate?.basis])).toBe(
      'estimate',
    )
    expect(refined.category, refined.reply).toBe('tiling')
    expect(refined.estimate?.quantityText).toBe('20 m²')
    expect(refined.estimate!.low).toBeGreaterThan(estimated.estimate!.low)
    expect(refined.reply).not.toContain('To refine it')
  })

  it('keeps the category’s rates when no catalogue job is described', async () => {
    const reply = await estimateFor('I need an electrician for a few hours in Mamer', 'yes', 'en')
    expect(reply.estimate?.job ?? null).toBeNull()
    expect(reply.estimate?.listedFrom ?? null).toBeNull()
    expect(reply.estimate?.unit).toBe('hour')
  })
})
