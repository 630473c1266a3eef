import { buildTestApp, type TestApp } from '@server/test/build-test-app'
import { talk } from '@server/test/chat'
import type { ChatReply } from '@shared/assistant/chat-schemas'
import type { AssistantLanguage } from '@shared/i18n/languages'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * How the assistant takes the customer's short answers and says places and questions: a "no" to the
 * providers is respected, a size given with the place's "yes" is kept, a few words of Spanish,
 * Portuguese, Italian or Luxembourgish are answered in that language, services done from an office
 * ask where the person is, and the capital is named as a city.
 */

let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ ASSISTANT_RATE_LIMIT_PER_MIN: 10_000 })
})
afterAll(() => t.close())

/** A conversation: each message after the first in the same session, the replies in order. */
async function conversation(messages: string[], language: AssistantLanguage = 'en'): Promise<ChatReply[]> {
  const replies: ChatReply[] = []
  for (const message of messages) {
    const sessionId = replies[0]?.sessionId
    replies.push(await talk(t, message, { language, ...(sessionId ? { sessionId } : {}) }))
  }
  return replies
}

describe('short messages in Spanish, Portuguese, Italian and Luxembourgish', () => {
  it.each([
    ['es', 'Fontanero urgente', 'de'],
    ['es', 'Reparación de lavadora', 'fr'],
    ['es', 'Un jardinero', 'de'],
    ['pt', 'Canalizador, por favor', 'de'],
    ['pt', 'Limpeza da casa', 'fr'],
    ['it', 'Idraulico urgente', 'de'],
    ['it', 'Pulizie di casa', 'fr'],
    ['lb', 'Botzfra gesicht', 'fr'],
  ] as const)('%s: “%s” from a %s page', async (language, message, page) => {
    const [reply] = await conversation([message], page)
    expect(reply?.language, reply?.reply).toBe(language)
  })

  it.each([
    ['Mamer', 'de'],
    ['Pintor', 'fr'],
    ['45 m²', 'fr'],
  ] as const)('no clue of one language: “%s” follows the %s page', async (message, page) => {
    const [reply] = await conversation([message], page)
    expect(reply?.language).toBe(page)
  })
})

describe('French estimate sentences', () => {
  it('a 2-bedroom flat move reads “un appartement de 2 chambres”', async () => {
    const replies = await conversation(
      ['Il nous faut des déménageurs pour un appartement de deux chambres à Mersch', 'oui'],
      'fr',
    )
    expect(replies[1]?.state, replies[1]?.reply).toBe('estimate')
    expect(replies[1]?.reply).toContain('Déménager un appartement de 2 chambres')
  })
})
