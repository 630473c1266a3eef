import { randomUUID } from 'node:crypto'
import type { Caller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { type LlmClient, LlmError } from '@server/modules/assistant/llm/llm-client'
import { phraseReply } from '@server/modules/assistant/llm/llm-phrasing'
import { understandWithLlm } from '@server/modules/assistant/llm/llm-understanding'
import type { Gazetteer } from '@server/modules/assistant/understanding/gazetteer'
import type { Understanding } from '@server/modules/assistant/understanding/types'
import { understand } from '@server/modules/assistant/understanding/understand'
import type { ChatReply, ChatRequestSchema, SendChatQuotesSchema } from '@shared/assistant/chat-schemas'
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages'
import type { z } from 'zod'
import { type CandidatePool, providerById } from './candidate-providers'
import { advance, type FlowDeps, type FlowStep, restate } from './chat-flow'
import { type ChatSession, newSession } from './chat-session'
import { replyInButton } from './quick-replies'
import { replyLanguage } from './reply-language'
import { type ChatSendDeps, sendFromChat } from './send-quotes'
import { loadSession, saveTurn } from './session-store'

/** One chat turn, from the request to the stored session and the reply (product §7). */

export interface ChatDeps extends ChatSendDeps {
  /** The providers of each trade, kept in memory (candidate-providers.ts). */
  candidatePool: CandidatePool
  /** The places of Luxembourg, loaded once per app on first use. */
  gazetteer: () => Gazetteer
  /** The optional LLM (LLM_BASE_URL + LLM_MODEL); null: the built-in assistant alone. */
  llm: LlmClient | null
  /** Says why the LLM was not used for a turn (never the customer's text). */
  onLlmFallback: (reason: string) => void
}

/** The LLM's reading when it answers well and in time, else the built-in one. */
async function understandMessage(deps: ChatDeps, text: string): Promise<Understanding> {
  if (deps.llm) {
    try {
      const read = await understandWithLlm(deps.llm, text, deps.gazetteer())
      if (read) return read
      deps.onLlmFallback('output outside the schema')
    } catch (error) {
      if (!(error instanceof LlmError)) throw error
      deps.onLlmFallback(error.reason)
    }
  }
  return understand(text, deps.gazetteer())
}

/** The LLM's wording of the reply when it keeps every figure, else ours. */
async function wordReply(deps: ChatDeps, step: FlowStep, session: ChatSession): Promise<FlowStep> {
  if (!deps.llm || !step.reply) return step
  try {
    return { ...step, reply: await phraseReply(deps.llm, step.reply, session.language) }
  } catch (error) {
    if (!(error instanceof LlmError)) throw error
    deps.onLlmFallback(error.reason)
    return step
  }
}

type ChatInput = z.output<typeof ChatRequestSchema>

/**
 * The caller's session, or a new one when the id is unknown or expired. Someone else's session is
 * answered as not found; an anonymous session is taken over by the customer who signs in.
 */
async function openSession(
  deps: ChatDeps,
  input: ChatInput,
  caller: Caller | null,
  now: Date,
  demo: boolean,
) {
  const found = input.sessionId ? await loadSession(deps.db, input.sessionId, now) : null
  if (found?.userId && found.userId !== caller?.userId) throw new DomainError('chat_session_not_found', 404)
  // Switching demo mode on or off starts a new conversation: one never mixes demo and real businesses.
  if (found && found.demo === demo) {
    if (caller) found.userId = caller.userId
    return found
  }
  let providerContext = null
  if (input.provider_context !== undefined) {
    providerContext = await providerById(deps.db, input.provider_context)
    if (!providerContext) throw new DomainError('chat_provider_unknown', 404)
  }
  return newSession(
    randomUUID(),
    input.language ?? DEFAULT_LANGUAGE,
    caller?.userId ?? null,
    providerContext,
    demo,
  )
}

/** While the conversation is in another language than the caller's page, one button switches to the page's. */
function offerPageLanguage(step: FlowStep, session: ChatSession): FlowStep {
  const page = session.pageLanguage
  if (!page || page === session.language) return step
  return { ...step, quickReplies: [...step.quickReplies, replyInButton(page)] }
}

export function toReply(session: ChatSession, step: FlowStep): ChatReply {
  const settled =
    session.state === 'estimate' || session.state === 'providers' || session.state === 'quotes_sent'
  const listed = session.state === 'providers' || session.state === 'quotes_sent'
  return {
    sessionId: session.id,
    reply: step.reply,
    language: session.language,
    state: session.state,
    category: session.category,
    location: session.location,
    estimate: settled ? session.estimate : null,
    providers: listed ? session.details.proposedProviders : [],
    quickReplies: step.quickReplies,
  }
}

export async function chat(deps: ChatDeps, input: ChatInput, caller: Caller | null): Promise<ChatReply> {
  const now = new Date()
  const session = await openSession(deps, input, caller, now, deps.demo)
  session.pageLanguage = input.language ?? null
  const chosen = replyLanguage(
    { language: session.language, isNew: session.isNew, chosen: session.details.languageChosen === true },
    input.message,
    input.language ?? session.language,
  )
  session.language = chosen.language
  if (chosen.chosen) session.details.languageChosen = true
  const flowDeps: FlowDeps = {
    candidates: (category, place) => deps.candidatePool.near(category, place, session.demo),
    listedPrices: (job, place, providerId) =>
      deps.candidatePool.listedPrices(job, place, providerId, session.demo),
    now,
    signedIn: caller !== null,
  }
  // "Répondre en français" only changes the language: the last question comes again in it.
  let step = chosen.onlyAsked
    ? await restate(session, flowDeps)
    : await advance(session, input.message, await understandMessage(deps, input.message), flowDeps)
  if (step.wantsToSend) {
    const everyone = session.details.proposedProviders.map((p) => p.id)
    step = await sendFromChat(deps, session, caller, everyone)
  }
  step = offerPageLanguage(await wordReply(deps, step, session), session)
  await saveTurn(
    deps.db,
    session,
    { customerText: input.message, assistantText: step.reply, unmatched: step.unmatched },
    now,
  )
  return toReply(session, step)
}

/** POST /api/chat/quotes: the signed-in customer sends the conversation to the providers they chose. */
export async function sendChatQuotes(
  deps: ChatDeps,
  input: z.output<typeof SendChatQuotesSchema>,
  caller: Caller,
): Promise<ChatReply> {
  const now = new Date()
  const session = await loadSession(deps.db, input.sessionId, now)
  if (!session || (session.userId && session.userId !== caller.userId))
    throw new DomainError('chat_session_not_found', 404)
  session.userId = caller.userId
  // The reply keeps the conversation's language; the page's only names the project for the customer's own pages.
  session.pageLanguage = input.language ?? null
  const step = await sendFromChat(deps, session, caller, input.providerIds, input.photoIds)
  await saveTurn(deps.db, session, { customerText: null, assistantText: step.reply, unmatched: false }, now)
  return toReply(session, step)
}
