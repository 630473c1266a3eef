import type { Caller } from '@server/http/access'
import { DomainError } from '@server/http/domain-error'
import { createQuoteRequests } from '@server/modules/quotes/create-quote-requests'
import type { NotifyDeps } from '@server/modules/quotes/quote-notify'
import type { ChatLocation } from '@shared/assistant/chat-schemas'
import type { CategorySlug } from '@shared/catalog/categories'
import type { CreateQuoteRequestsInput } from '@shared/quotes/quote-request-schemas'
import type { FlowStep } from './chat-flow'
import type { ChatSession } from './chat-session'
import { say } from './chat-text'
import { categoryName, sendButtons } from './quick-replies'
import { claimForSending, releaseClaim } from './session-store'

/** The project the providers receive: named by the assistant, described in the customer's own words. */
function projectOf(
  session: ChatSession,
  category: CategorySlug,
  location: ChatLocation,
): CreateQuoteRequestsInput['project'] {
  const { language } = session
  const { budget, timeline } = session.details
  return {
    name: say('projectName', language, {
      category: categoryName(category, language),
      locality: location.locality,
    }),
    category,
    description: session.customerText,
    location: location.postalCode ?? location.locality,
    budgetLow: budget?.low === undefined ? null : Math.round(budget.low),
    budgetHigh: budget?.high === undefined ? null : Math.round(budget.high),
    timeline,
  }
}

/**
 * Sends the conversation's project to providers the assistant proposed, through the quotes
 * service (one project, one credit, one quote request per provider, notifications). Only a
 * signed-in customer can: anyone else is asked to sign in or register, and nothing is sent.
 * The providers read the customer's own words, verbatim.
 */
export async function sendFromChat(
  deps: NotifyDeps,
  session: ChatSession,
  caller: Caller | null,
  providerIds: readonly number[],
): Promise<FlowStep> {
  const { language } = session
  const proposed = session.details.proposedProviders
  const reply = (text: string, signedIn = caller !== null) => ({
    reply: text,
    quickReplies: sendButtons(proposed, signedIn, language),
    unmatched: false,
    wantsToSend: false,
  })
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
    const shown = session.estimate
    const created = await createQuoteRequests(
      deps,
      caller,
      { providerIds: [...providerIds], project: projectOf(session, category, location) },
      shown
        ? {
            low: shown.low,
            high: shown.high,
            unit: shown.unit,
            confidence: shown.confidence,
            quantity: shown.quantity ?? null,
          }
        : null,
    )
    projectId = created.project.id
  } catch (error) {
    // Nothing was sent: the conversation may try again (a refusal of the quotes service goes on as is).
    await releaseClaim(deps.db, session.id)
    throw error
  }
  const sent = chosen.filter((p) => p !== undefined)
  session.state = 'quotes_sent'
  session.projectId = projectId
  session.details.proposedProviders = sent
  const text =
    sent.length === 1
      ? say('quoteSentToOne', language, { provider: sent[0]?.name ?? '' })
      : say('quotesSent', language, { count: sent.length })
  return { reply: text, quickReplies: [], unmatched: false, wantsToSend: false }
}
