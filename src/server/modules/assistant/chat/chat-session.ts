import type { ChatQuantity, ChatSessionDetails } from '@server/db/schema/assistant'
import type { MatchCandidate } from '@server/modules/matching/match-score'
import type { ChatEstimate, ChatLocation, ChatState } from '@shared/assistant/chat-schemas'
import type { CategorySlug } from '@shared/catalog/categories'
import type { AssistantLanguage } from '@shared/i18n/languages'

/** A conversation as the flow works on it (stored in chat_session by the session store). */
export interface ChatSession {
  id: string
  userId: string | null
  /** The provider of a provider-specific chat (loaded with the session), else null. */
  providerContext: MatchCandidate | null
  state: ChatState
  /** The language the assistant answers in (reply-language.ts decides it each turn). */
  language: AssistantLanguage
  /**
   * The language of the caller's page, when it told it this turn (not stored): the switch back to it
   * is offered while the conversation is in another language.
   */
  pageLanguage: AssistantLanguage | null
  category: CategorySlug | null
  location: ChatLocation | null
  estimate: ChatEstimate | null
  quantities: ChatQuantity[]
  details: ChatSessionDetails
  customerText: string
  projectId: number | null
  /** Started in demo mode: matches and sends to demo businesses only (ADR 031). */
  demo: boolean
  /** Not stored yet. */
  isNew: boolean
}

export function emptyDetails(): ChatSessionDetails {
  return {
    categoryCandidates: [],
    locationConfirmed: false,
    urgency: null,
    budget: null,
    timeline: null,
    categoryWasAmbiguous: false,
    proposedProviders: [],
  }
}

export function newSession(
  id: string,
  language: AssistantLanguage,
  userId: string | null,
  providerContext: MatchCandidate | null,
  demo = false,
): ChatSession {
  return {
    id,
    userId,
    providerContext,
    state: 'describe',
    language,
    pageLanguage: null,
    category: null,
    location: null,
    estimate: null,
    quantities: [],
    details: emptyDetails(),
    customerText: '',
    projectId: null,
    demo,
    isNew: true,
  }
}

/** After quotes were sent, the next message starts a new project in the same conversation. */
export function startOver(session: ChatSession): void {
  session.state = 'describe'
  session.category = null
  session.location = null
  session.estimate = null
  session.quantities = []
  // A new project in the same conversation: the language the person chose stays.
  session.details = { ...emptyDetails(), languageChosen: session.details.languageChosen }
  session.customerText = ''
  session.projectId = null
}
