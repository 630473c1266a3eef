import type { ChatReply } from '@shared/assistant/chat-schemas'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConversation, saveConversation } from './conversation'

const reply = (language: string): ChatReply =>
  ({
    sessionId: 's1',
    reply: 'É em Mamer?',
    language,
    state: 'confirm_location',
    category: 'painting',
    location: null,
    estimate: null,
    providers: [],
    quickReplies: [],
  }) as ChatReply

afterEach(() => sessionStorage.clear())

describe('the conversation kept for the browser session', () => {
  it('restores replies in any of the assistant’s seven languages, and drops what is not one', () => {
    saveConversation({
      sessionId: 's1',
      providerContext: null,
      entries: [
        { id: 'a', role: 'user', text: 'Preciso de um pintor em Mamer' },
        { id: 'b', role: 'assistant', reply: reply('pt') },
        { id: 'c', role: 'assistant', reply: reply('nl') },
      ],
    })
    const restored = loadConversation()
    expect(restored.entries.map((entry) => entry.id)).toEqual(['a', 'b'])
  })
})
