import type { ChatReply } from '@shared/assistant/chat-schemas'
import { isAssistantLanguage } from '@shared/i18n/languages'
import { CONVERSATION_STORAGE_KEY, type ProviderContext } from '@web/lib/assistant-bus'

export type ChatEntry =
  | { id: string; role: 'user'; text: string }
  | { id: string; role: 'assistant'; reply: ChatReply }

/** One conversation per browser session, shared by the widget and the landing hero. */
export interface Conversation {
  sessionId: string | null
  providerContext: ProviderContext | null
  entries: ChatEntry[]
}

/** Enough history to scroll back through; older turns stay on the server. */
const MAX_KEPT_ENTRIES = 80
const STORAGE_VERSION = 1

export const emptyConversation = (providerContext: ProviderContext | null = null): Conversation => ({
  sessionId: null,
  providerContext,
  entries: [],
})

let counter = 0
export const entryId = () => `${Date.now().toString(36)}-${(counter++).toString(36)}`

function isEntry(value: unknown): value is ChatEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  if (typeof entry.id !== 'string') return false
  if (entry.role === 'user') return typeof entry.text === 'string'
  const reply = entry.reply as Record<string, unknown> | undefined
  return (
    entry.role === 'assistant' &&
    typeof reply?.reply === 'string' &&
    Array.isArray(reply.providers) &&
    Array.isArray(reply.quickReplies) &&
    typeof reply.language === 'string' &&
    isAssistantLanguage(reply.language)
  )
}

function isProviderContext(value: unknown): value is ProviderContext {
  const context = value as Record<string, unknown> | null
  return typeof context?.slug === 'string' && typeof context.name === 'string'
}

/** The stored conversation, or an empty one when there is none or it cannot be read. */
export function loadConversation(): Conversation {
  try {
    const raw = sessionStorage.getItem(CONVERSATION_STORAGE_KEY)
    if (!raw) return emptyConversation()
    const stored = JSON.parse(raw) as Record<string, unknown>
    if (stored.version !== STORAGE_VERSION || !Array.isArray(stored.entries)) return emptyConversation()
    return {
      sessionId: typeof stored.sessionId === 'string' ? stored.sessionId : null,
      providerContext: isProviderContext(stored.providerContext) ? stored.providerContext : null,
      entries: stored.entries.filter(isEntry),
    }
  } catch {
    return emptyConversation()
  }
}

export function saveConversation(conversation: Conversation) {
  try {
    if (conversation.entries.length === 0 && conversation.sessionId === null) {
      sessionStorage.removeItem(CONVERSATION_STORAGE_KEY)
      return
    }
    const entries = conversation.entries.slice(-MAX_KEPT_ENTRIES)
    sessionStorage.setItem(
      CONVERSATION_STORAGE_KEY,
      JSON.stringify({ version: STORAGE_VERSION, ...conversation, entries }),
    )
  } catch {
    // Private mode or a full storage: the conversation still works, it is just not kept.
  }
}

export function lastReply(conversation: Conversation): ChatReply | null {
  for (let i = conversation.entries.length - 1; i >= 0; i--) {
    const entry = conversation.entries[i]
    if (entry?.role === 'assistant') return entry.reply
  }
  return null
}
