import { callerOf, resolveCaller } from '@server/http/access'
import { afterStart } from '@server/http/after-start'
import { isDemoRequest } from '@server/http/demo-mode'
import { serveOperation } from '@server/http/operation-route'
import { createLlmClient, llmSettingsOf } from '@server/modules/assistant/llm/llm-client'
import { categoryClassifier } from '@server/modules/assistant/understanding/classifier/category-classifier'
import { loadGazetteer } from '@server/modules/assistant/understanding/gazetteer'
import { scheduleWrittenLanguageBackfill } from '@server/modules/assistant/written-language-backfill'
import { assistantContract } from '@shared/api/assistant-contract'
import type { ChatReply, ChatRequest } from '@shared/assistant/chat-schemas'
import type { LandingConversion } from '@shared/landing/landing-versions'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { type ChatDeps, chat, sendChatQuotes } from './chat-service'
import { providerMatchRoutes } from './match-routes'
import { chatPhotoRoutes } from './photo-routes'
import { scheduleSessionPurge } from './session-purge'

/** A chat turn finds its conversation by id (404) and may send the project (the quotes service's 400 and 409). */

/** What a chat turn's answer counts for the visitor's landing version (each once per visitor). */
function conversionsOf(answer: ChatReply): LandingConversion[] {
  const events: LandingConversion[] = ['chat_started']
  if (answer.estimate) events.push('estimate_shown')
  if (answer.state === 'quotes_sent') events.push('request_sent')
  return events
}

/**
 * The project assistant (product §4): POST /api/public/chat and POST /api/chat (one handler: anyone,
 * a signed-in caller's conversation linked to the account), POST /api/chat/quotes (signed-in customer: send to the chosen
 * providers), and the matching without a conversation (match-routes.ts). Rate limited per IP.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const llmSettings = llmSettingsOf(app.deps.config)
  const llm = llmSettings ? createLlmClient(llmSettings) : null
  const deps = (request: FastifyRequest): ChatDeps => ({
    demo: isDemoRequest(request),
    llm,
    onLlmFallback: (reason) => app.log.warn({ reason }, 'assistant LLM not used for this turn'),
    db: app.deps.database.db,
    mailer: app.mailer,
    publicUrl: app.deps.config.PUBLIC_URL,
    secret: app.deps.authSecret,
    log: app.log,
    gazetteer: loadGazetteer,
    candidatePool: app.candidatePool,
  })
  const rateLimit = { max: app.deps.config.ASSISTANT_RATE_LIMIT_PER_MIN, timeWindow: '1 minute' }
  // The category classifier's weights are read a moment after the server listens, not before it
  // answers (a message arriving first reads them itself).
  afterStart(app, () => void categoryClassifier())

  scheduleSessionPurge(app)
  scheduleWrittenLanguageBackfill(app)

  // One conversation handler for everyone: a signed-in caller's conversation is linked to the account,
  // anyone else's is not. `/api/chat` is the same handler under the path the client uses when it
  // may have a session (product §7's adaptive handler), so a visitor's provider chat is answered there
  // too instead of being refused and sent again.
  const talk = async (
    request: FastifyRequest,
    body: ChatRequest,
    reply: FastifyReply,
  ): Promise<ChatReply> => {
    reply.header('cache-control', 'no-store')
    const caller = request.caller ?? (await resolveCaller(app.auth, request).catch(() => null))
    const answer = await chat(deps(request), body, caller)
    await app.landing.record(request, conversionsOf(answer))
    return answer
  }
  serveOperation(app, assistantContract.publicChat, (request, reply) => talk(request, request.body, reply), {
    config: { rateLimit },
  })
  serveOperation(app, assistantContract.chat, (request, reply) => talk(request, request.body, reply), {
    config: { rateLimit },
  })

  serveOperation(
    app,
    assistantContract.sendQuotes,
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const answer = await sendChatQuotes(deps(request), request.body, callerOf(request))
      await app.landing.record(request, conversionsOf(answer))
      return answer
    },
    { config: { rateLimit } },
  )

  await app.register(providerMatchRoutes)
  await app.register(chatPhotoRoutes)
}
