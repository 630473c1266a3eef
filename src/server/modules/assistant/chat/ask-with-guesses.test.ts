import { ORIGIN } from '@server/test/accounts'
import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import type { ChatReply } from '@shared/assistant/chat-schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT_TEXT } from './chat-text'

/**
 * When the assistant cannot tell the service, it asks with its 2–3 best guesses as
 * quick replies, and it has already kept the place, the quantities and the urgency: one tap on a
 * guess continues to the place's confirmation, and the estimate uses what was said.
 */

let t: TestApp

beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
}, 120_000)

afterAll(async () => {
  await t?.close()
})

async function say(message: string, sessionId?: string, language: 'en' | 'de' = 'en'): Promise<ChatReply> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/public/chat',
    headers: { origin: ORIGIN },
    payload: { message, sessionId, language },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ChatReply
}

describe('asking which service', () => {
  it('offers the best guesses, keeps place, quantities and urgency, and one tap goes on', async () => {
    const first = await say(
      'Mein Badezimmer muss gemacht werden, ca. 8 m2, dringend, in Strassen',
      undefined,
      'de',
    )
    expect(first.state).toBe('describe')
    expect(first.category).toBeNull()
    expect(first.reply).toBe(CHAT_TEXT.askCategory.de)
    expect(first.quickReplies.length).toBeGreaterThanOrEqual(2)
    expect(first.quickReplies.length).toBeLessThanOrEqual(3)
    expect(
      first.quickReplies.every((reply) => reply.kind === 'reply' && reply.id.startsWith('category:')),
    ).toBe(true)
    expect(first.quickReplies.map((reply) => reply.value)).toContain('renovation')
    // The place is already kept.
    expect(first.location?.locality).toBe('Strassen')

    const tapped = await say('renovation', first.sessionId, 'de')
    expect(tapped.state).toBe('confirm_location')
    expect(tapped.category).toBe('renovation')
    expect(tapped.location?.locality).toBe('Strassen')

    const estimated = await say('ja', first.sessionId, 'de')
    expect(estimated.state).toBe('estimate')
    const basis = estimated.estimate?.basis.join(' | ') ?? ''
    // The quantity and the urgency of the first message are in the estimate.
    expect(basis).toMatch(/8 m²/)
    expect(basis).toMatch(/Dringend/)
  })

  it('names two trades: asks which one first, both offered', async () => {
    const reply = await say('Wasserrohrbruch und Stromausfall im Keller, dringend, Mersch', undefined, 'de')
    expect(reply.state).toBe('describe')
    expect(reply.quickReplies.map((r) => r.value).sort()).toEqual(
      expect.arrayContaining(['electrical', 'plumbing']),
    )
    expect(reply.quickReplies.length).toBeLessThanOrEqual(3)
    expect(reply.location?.locality).toBe('Mersch')
  })

  it('"show providers" after the estimate is an answer, never read as a new service', async () => {
    const first = await say('we want to repaint the kids bedrooms in Bertrange')
    await say('yes', first.sessionId)
    for (const answer of ['providers', 'show providers'])
      expect(await say(answer, first.sessionId)).toMatchObject({ state: 'providers', category: 'painting' })
  })

  it('a message that names no trade gets every category, and a clear one is not asked', async () => {
    const none = await say('Hello, can you help me?')
    expect(none.reply).toBe(CHAT_TEXT.askCategory.en)
    expect(none.quickReplies).toHaveLength(23)
    const clear = await say('we want to repaint the kids bedrooms in Bertrange')
    expect(clear.category).toBe('painting')
    expect(clear.state).toBe('confirm_location')
  })
})
