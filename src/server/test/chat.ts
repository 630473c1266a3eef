import { ORIGIN } from '@server/test/accounts'
import type { TestApp } from '@server/test/build-test-app'
import type { ChatReply } from '@shared/assistant/chat-schemas'
import type { AssistantLanguage } from '@shared/i18n/languages'
import { expect } from 'vitest'

export interface Say {
  sessionId?: string
  language?: AssistantLanguage
  provider_context?: string | number
  /** Signed in: POST /api/chat with this session cookie; otherwise POST /api/public/chat. */
  cookie?: string
}

export function postChat(t: TestApp, message: unknown, options: Say = {}, url?: string) {
  const { cookie, ...fields } = options
  return t.app.inject({
    method: 'POST',
    url: url ?? (cookie ? '/api/chat' : '/api/public/chat'),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload: { message, ...fields },
  })
}

/** One turn that must succeed: the reply, checked against the fixed shape's essentials. */
export async function talk(t: TestApp, message: string, options: Say = {}): Promise<ChatReply> {
  const res = await postChat(t, message, options)
  expect(res.statusCode, res.body).toBe(200)
  const reply = res.json() as ChatReply
  expect(Object.keys(reply).sort()).toEqual(
    [
      'category',
      'estimate',
      'language',
      'location',
      'providers',
      'quickReplies',
      'reply',
      'sessionId',
      'state',
    ].sort(),
  )
  return reply
}

/** From a first message with category and place to the matched providers. */
export async function toProviders(t: TestApp, message: string, options: Say = {}): Promise<ChatReply> {
  const first = await talk(t, message, options)
  expect(first.state, first.reply).toBe('confirm_location')
  const confirmed = await talk(t, 'yes', { ...options, sessionId: first.sessionId })
  expect(confirmed.state, confirmed.reply).toBe('estimate')
  const listed = await talk(t, 'providers', { ...options, sessionId: first.sessionId })
  expect(listed.state, listed.reply).toBe('providers')
  return listed
}
