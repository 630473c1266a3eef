import { chatSession, chatTurn, unmatchedRequest } from '@server/db/schema/index'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { talk } from '@server/test/chat'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeExpiredSessions } from './session-store'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(() => t.close())

describe('expired assistant conversations', () => {
  it('are removed with their turns a week after the last message; live ones and unmatched requests stay', async () => {
    const db = t.database.db
    const old = await talk(t, 'Je voudrais repeindre mon salon de 45 m2 à Dudelange')
    const live = await talk(t, 'Ich brauche einen Elektriker in Mersch')
    const [unmatched] = await db
      .insert(unmatchedRequest)
      .values({
        sessionId: old.sessionId,
        text: 'Saunabau',
        category: 'carpentry',
        locality: 'Clervaux',
        commune: 'Clervaux',
      })
      .returning()
    const lastWeek = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000)
    await db.update(chatSession).set({ expiresAt: lastWeek }).where(eq(chatSession.id, old.sessionId))

    // The app's own hourly purge job may get there first on a busy machine: what is left is what counts.
    await purgeExpiredSessions(db, new Date())

    const sessions = await db
      .select({ id: chatSession.id })
      .from(chatSession)
      .where(inArray(chatSession.id, [old.sessionId, live.sessionId]))
    expect(sessions.map((s) => s.id)).toEqual([live.sessionId])
    expect(await db.select().from(chatTurn).where(eq(chatTurn.sessionId, old.sessionId))).toHaveLength(0)
    const [kept] = await db.select().from(unmatchedRequest).where(eq(unmatchedRequest.id, unmatched!.id))
    expect(kept).toMatchObject({ text: 'Saunabau', sessionId: null })

    // The expired conversation is not continued: its id starts a new one.
    const next = await talk(t, 'oui', { sessionId: old.sessionId })
    expect(next.state).toBe('describe')
  })
})
