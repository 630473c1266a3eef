import { randomUUID } from 'node:crypto'
import { chatSession, chatTurn, unmatchedRequest } from '@server/db/schema/index'
import type { MatchCandidate } from '@server/modules/matching/match-score'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newSession } from './chat-session'
import { saveTurn } from './session-store'

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ JOBS_ENABLED: 'false' })
})
afterAll(() => t.close())

const PLACE = { locality: 'Clervaux', commune: 'Clervaux', postalCode: null, lat: 50.05, lon: 6.03 }

async function stored(id: string) {
  const db = t.database.db
  const [session] = await db.select().from(chatSession).where(eq(chatSession.id, id))
  const turns = await db
    .select({ role: chatTurn.role, text: chatTurn.text })
    .from(chatTurn)
    .where(eq(chatTurn.sessionId, id))
    .orderBy(asc(chatTurn.id))
  const unmatched = await db
    .select({ text: unmatchedRequest.text, locality: unmatchedRequest.locality })
    .from(unmatchedRequest)
    .where(eq(unmatchedRequest.sessionId, id))
  return { session, turns, unmatched }
}

describe('a conversation turn is stored', () => {
  it('in one statement, no transaction: the session, its turns and an unmatched request together', async () => {
    const session = newSession(randomUUID(), 'fr', null, null)
    session.customerText = 'Construire un sauna dans le jardin'
    session.category = 'carpentry'
    session.location = PLACE
    const first = await t.queriesOf(() =>
      saveTurn(
        t.database.db,
        session,
        { customerText: session.customerText, assistantText: 'Où ?', unmatched: true },
        new Date(),
      ),
    )
    expect(first).toBe(1)
    session.isNew = false
    session.state = 'providers'
    const second = await t.queriesOf(() =>
      saveTurn(
        t.database.db,
        session,
        { customerText: null, assistantText: 'Voici', unmatched: false },
        new Date(),
      ),
    )
    expect(second).toBe(1)
    const { session: row, turns, unmatched } = await stored(session.id)
    expect(row?.state).toBe('providers')
    expect(row?.location).toEqual(PLACE)
    expect(turns).toEqual([
      { role: 'customer', text: 'Construire un sauna dans le jardin' },
      { role: 'assistant', text: 'Où ?' },
      { role: 'assistant', text: 'Voici' },
    ])
    expect(unmatched).toEqual([{ text: 'Construire un sauna dans le jardin', locality: 'Clervaux' }])
  })

  it('all or nothing: a turn that cannot be written leaves no session and no turn', async () => {
    const gone = { id: 2_000_000_000 } as MatchCandidate
    const session = newSession(randomUUID(), 'en', null, gone)
    await expect(
      saveTurn(
        t.database.db,
        session,
        { customerText: 'Hello', assistantText: 'Hi', unmatched: false },
        new Date(),
      ),
    ).rejects.toThrow()
    const { session: row, turns } = await stored(session.id)
    expect(row).toBeUndefined()
    expect(turns).toEqual([])
  })
})
