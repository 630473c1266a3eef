import { assistantContract } from '@shared/api/assistant-contract'
import type { ChatReply } from '@shared/assistant/chat-schemas'
import type { UiLanguage } from '@shared/i18n/languages'
import { sendChatMessage } from '@web/features/assistant/api/send-chat-message'
import { sendChatQuotes } from '@web/features/assistant/api/send-chat-quotes'
import { ApiRequestError } from '@web/lib/api/request-error'
import type { ProviderContext } from '@web/lib/assistant-bus'
import {
  type Conversation,
  emptyConversation,
  entryId,
  loadConversation,
  saveConversation,
} from './conversation'

/** Why the last turn failed: no answer at all, or the server's own sentence (a 4xx in the user's language). */
export type ChatFailure = { kind: 'connection' } | { kind: 'server'; message: string; code?: string }

type Turn = { kind: 'message'; message: string } | { kind: 'quotes'; providerIds: number[] }

export interface ChatSnapshot {
  conversation: Conversation
  sending: Turn['kind'] | null
  failure: ChatFailure | null
  /** Bumped on each new assistant reply: the panel announces it and scrolls to it. */
  replyCount: number
}

export interface TurnContext {
  signedIn: boolean
  language: UiLanguage
}

let snapshot: ChatSnapshot | null = null
let failedTurn: Turn | null = null
/** Bumped by reset: an answer to an older conversation is dropped. */
let generation = 0
const listeners = new Set<() => void>()

function current(): ChatSnapshot {
  snapshot ??= { conversation: loadConversation(), sending: null, failure: null, replyCount: 0 }
  return snapshot
}

function update(next: Partial<ChatSnapshot>) {
  const previous = current()
  snapshot = { ...previous, ...next }
  if (next.conversation) saveConversation(next.conversation)
  for (const listener of listeners) listener()
}

export const chatStore = {
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  },
  getSnapshot: current,

  /** A new conversation, general or addressed to one provider. */
  reset(providerContext: ProviderContext | null = null) {
    failedTurn = null
    generation += 1
    update({ conversation: emptyConversation(providerContext), sending: null, failure: null })
  },

  /** Sends the customer's message; `shown` is what the transcript shows (a quick reply's label). */
  async send(message: string, context: TurnContext, shown = message) {
    const text = message.trim()
    if (!text || current().sending) return
    appendUser(shown.trim() || text)
    await run({ kind: 'message', message: text }, context)
  },

  /** Sends the project to the chosen providers (the customer is signed in by now). */
  async sendQuotes(providerIds: number[], context: TurnContext, shown: string) {
    if (current().sending || providerIds.length === 0) return
    appendUser(shown)
    await run({ kind: 'quotes', providerIds }, context)
  },

  /** Tries the failed turn again, without repeating the customer's message. */
  async retry(context: TurnContext) {
    if (!failedTurn || current().sending) return
    await run(failedTurn, context)
  },
}

function appendUser(text: string) {
  const { conversation } = current()
  update({
    conversation: {
      ...conversation,
      entries: [...conversation.entries, { id: entryId(), role: 'user', text }],
    },
  })
}

function request(
  turn: Turn,
  conversation: Conversation,
  { signedIn, language }: TurnContext,
): Promise<ChatReply> {
  if (turn.kind === 'quotes') {
    if (!conversation.sessionId)
      throw new ApiRequestError('No conversation', 409, null, assistantContract.sendQuotes.path)
    return sendChatQuotes({ sessionId: conversation.sessionId, providerIds: turn.providerIds, language })
  }
  // The provider is named on the first turn only: the server keeps it with the session.
  const firstTurn = conversation.sessionId === null
  return sendChatMessage(
    {
      message: turn.message,
      language,
      ...(conversation.sessionId ? { sessionId: conversation.sessionId } : {}),
      ...(firstTurn && conversation.providerContext
        ? { provider_context: conversation.providerContext.slug }
        : {}),
    },
    signedIn,
  )
}

async function run(turn: Turn, context: TurnContext) {
  const started = current().conversation
  const startedGeneration = generation
  update({ sending: turn.kind, failure: null })
  failedTurn = null
  try {
    const reply = await request(turn, started, context)
    // The conversation was reset while waiting: this answer belongs to the old one.
    if (startedGeneration !== generation) return
    const { conversation, replyCount } = current()
    update({
      conversation: {
        ...conversation,
        sessionId: reply.sessionId,
        entries: [...conversation.entries, { id: entryId(), role: 'assistant', reply }],
      },
      sending: null,
      replyCount: replyCount + 1,
    })
  } catch (error) {
    if (startedGeneration !== generation) return
    failedTurn = turn
    update({ sending: null, failure: failureOf(error) })
  }
}

/** 4xx answers carry a sentence in the user's language; everything else is "could not connect". */
function failureOf(error: unknown): ChatFailure {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.serverMessage)
    return { kind: 'server', message: error.serverMessage, code: error.code }
  return { kind: 'connection' }
}
