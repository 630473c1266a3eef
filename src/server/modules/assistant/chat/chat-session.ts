import type { ChatQuantity, ChatSessionDetails } from '@server/db/schema/assistant'
import type { MatchCandidate } from '@server/modules/matching/match-score'
import type { ChatEstimate, ChatLocation, ChatState } from '@shared/assistant/chat-schemas'
import type { CategorySlug } from '@shared/catalog/categories'
import type { UiLanguage } from '@shared/i18n/languages'

/** A conversation as the flow works on it (stored in chat_session by the session store). */
export interface ChatSession {
  id: string
  userId: string | null
  /** The provider of a provider-specific chat (loaded with the session), else null. */
  providerContext: MatchCandidate | null
  state: ChatState
  language: UiLanguage
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
  language: UiLanguage,
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
  session.details = emptyDetails()
  session.customerText = ''
  session.projectId = null
}
