import { describe, expect, it } from 'vitest'
import { chatOperation } from './send-chat-message'

describe('the adaptive chat (product §7)', () => {
  it('uses the public path without a session, the signed-in path with one or for a provider chat', () => {
    expect(chatOperation({ message: 'hi' }, false).path).toBe('/api/public/chat')
    expect(chatOperation({ message: 'hi' }, true).path).toBe('/api/chat')
    expect(chatOperation({ message: 'hi', provider_context: 1 }, false).path).toBe('/api/chat')
  })
})
