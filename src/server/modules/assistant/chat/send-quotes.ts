import { pendingProject } from '@server/db/schema/index'
import type { Caller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { createQuoteRequests, type ProjectToSend } from '@server/modules/quotes/create-quote-requests'
import { claimChatPhotos } from '@server/modules/quotes/project-photos'
import type { Tx } from '@server/modules/quotes/quote-moves'
import type { NotifyDeps } from '@server/modules/quotes/quote-notify'
import { readSetting } from '@server/modules/settings/settings-store'
import type { ChatLocation } from '@shared/assistant/chat-schemas'
import type { CategorySlug } from '@shared/catalog/categories'
import { isUiLanguage } from '@shared/i18n/languages'
import type { ProjectEstimate } from '@shared/quotes/project-estimate'
import { PROJECT_PHOTOS_MAX } from '@shared/quotes/project-photos'
import { DEMO_RESPONSE_HOURS, responsePromise } from '@shared/quotes/response-promise'
import { and, eq } from 'drizzle-orm'
import type { FlowStep } from './chat-flow'
import type { ChatSession } from './chat-session'
import { RESPONSE_PROMISE, say } from './chat-text'
import { sendButtons } from './quick-replies'
import { claimForSending, releaseClaim } from './session-store'

/** What sending needs: the quotes service's and whether the customer is in demo mode (ADR 031). */
export interface ChatSendDeps extends NotifyDeps {
  demo: boolean
}

/**
 * The project the providers receive, described in the customer's own words (kept as written, in
 * whatever language, with that language). It has no stored name: every page, email and notice
 * titles it from its trade, place and month in its reader's language.
 */
export function projectOf(
  session: ChatSession,
  category: CategorySlug,
  location: ChatLocation,
): ProjectToSend {
  const { budget, timeline } = session.details
  return {
    name: null,
    language: session.language,
    category,
    description: session.customerText,
    location: location.postalCode ?? location.locality,
    budgetLow: budget?.low === undefined ? null : Math.round(budget.low),
    budgetHigh: budget?.high === undefined ? null : Math.round(budget.high),
    timeline,
  }
}

/** The estimate the customer saw, as the project keeps it for the providers. */
export function estimateShown(session: ChatSession): ProjectEstimate | null {
  const shown = session.estimate
  if (!shown) return null
  const { low, high, unit, confidence } = shown
  return { low, high, unit, confidence, quantity: shown.quantity ?? null }
}

/**
 * Sends the conversation's project to providers the assistant proposed, through the quotes
 * service (one project, one credit, one quote request per provider, notifications). Only a
 * signed-in customer can: anyone else is asked to sign in or register, and nothing is sent.
 * The providers read the customer's own words, verbatim.
 */
export async function sendFromChat(
  deps: ChatSendDeps,
  session: ChatSession,
  caller: Caller | null,
  providerIds: readonly number[],
  photoIds: readonly number[] = [],
): Promise<FlowStep> {
  const { language } = session
  const proposed = session.details.proposedProviders
  const reply = (text: string, signedIn = caller !== null) => ({
    reply: text,
    quickReplies: sendButtons(proposed, signedIn, language),
    unmatched: false,
    wantsToSend: false,
  })
  // Sent already by this customer (from the project kept at registration, on another device):
  // asking again says so instead of failing.
  if (session.state === 'quotes_sent' && session.projectId && caller && session.userId === caller.userId)
    return sentStep(deps, session)
  if (session.state !== 'providers' || session.isNew) throw new DomainError('illegal_transition', 409)
  if (proposed.length === 0) return { ...reply(say('noMatch', language)), quickReplies: [] }
  if (!caller) return reply(say('signInToSend', language), false)
  if (caller.role !== 'customer' && caller.role !== 'admin') return reply(say('customersOnly', language))
  const chosen = providerIds.map((id) => proposed.find((p) => p.id === id))
  if (chosen.length === 0 || chosen.some((p) => p === undefined))
    throw new DomainError('chat_providers_not_proposed', 400)
  const { category, location } = session
  if (!category || !location) throw new DomainError('illegal_transition', 409)

  if (!(await claimForSending(deps.db, session.id))) throw new DomainError('illegal_transition', 409)
  let projectId: number
  try {
    // The photos added in the conversation (signed out too) go with it.
    const added = await claimChatPhotos(deps.db, session.id, caller.userId)
    const allPhotoIds = [...new Set([...photoIds, ...added])]
    if (allPhotoIds.length > PROJECT_PHOTOS_MAX) throw new DomainError('too_many_photos', 409)
    const created = await createQuoteRequests(
      deps,
      caller,
      {
        providerIds: [...providerIds],
        project: projectOf(session, category, location),
        photoIds: allPhotoIds,
      },
      estimateShown(session),
      // The project kept for this conversation at registration goes with it: it cannot be sent twice.
      (tx) => discardKeptProject(tx, caller.userId, session.id),
      session.demo,
    )
    projectId = created.project.id
  } catch (error) {
    // Nothing was sent: the conversation may try again (a refusal of the quotes service goes on as is).
    await releaseClaim(deps.db, session.id)
    throw error
  }
  session.state = 'quotes_sent'
  session.projectId = projectId
  session.details.proposedProviders = chosen.filter((p) => p !== undefined)
  return sentStep(deps, session)
}

/** "Your request was sent to …", naming the providers it went to, with the site's response promise. */
async function sentStep(deps: ChatSendDeps, session: ChatSession): Promise<FlowStep> {
  const sent = session.details.proposedProviders
  const promise = promiseIn(session.language, await readSetting(deps.db, 'responsePromiseHours'), deps.demo)
  const text =
    sent.length === 1
      ? session.demo
        ? say('demoQuoteSentToOne', session.language, { provider: sent[0]?.name ?? '' })
        : say('quoteSentToOne', session.language, { provider: sent[0]?.name ?? '', promise })
      : session.demo
        ? say('demoQuotesSent', session.language, { count: sent.length })
        : say('quotesSent', session.language, { count: sent.length, promise })
  return { reply: text, quickReplies: [], unmatched: false, wantsToSend: false }
}

/** The site's one promise about when providers answer, in the conversation's language. */
function promiseIn(language: ChatSession['language'], hours: number, demo: boolean): string {
  if (isUiLanguage(language)) return responsePromise(language, { hours, demo })
  const [from, to] = DEMO_RESPONSE_HOURS
  return RESPONSE_PROMISE[language].replace('{hours}', demo ? `${from}–${to}` : String(hours))
}

async function discardKeptProject(tx: Tx, userId: string, sessionId: string) {
  await tx
    .delete(pendingProject)
    .where(and(eq(pendingProject.userId, userId), eq(pendingProject.chatSessionId, sessionId)))
}
