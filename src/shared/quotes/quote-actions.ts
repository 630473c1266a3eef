import type { QuoteStatus } from './quote-status'
import { canTransition, type QuoteActor } from './quote-transitions'

/** Everything a page may offer on a quote request. */
export const QUOTE_ACTIONS = [
  'quote',
  'decline',
  'message',
  'accept',
  'reject',
  'cancel',
  'start',
  'complete',
  'review',
] as const
export type QuoteAction = (typeof QUOTE_ACTIONS)[number]

/** Who looks at a request. */
export type QuoteViewer = 'customer' | 'provider' | 'admin'

/**
 * The move each action makes on the state machine (null: the action does not change the status).
 * `quote` keeps the request pending and is allowed only there; `message` and `review` leave it as it is.
 */
export const ACTION_MOVES: Record<QuoteAction, { to: QuoteStatus; by: QuoteActor } | null> = {
  quote: null,
  decline: { to: 'rejected', by: 'provider' },
  message: null,
  accept: { to: 'accepted', by: 'customer' },
  reject: { to: 'rejected', by: 'customer' },
  cancel: { to: 'cancelled', by: 'customer' },
  start: { to: 'in_progress', by: 'provider' },
  complete: { to: 'completed', by: 'provider' },
  review: null,
}

/** The actions that are the customer's and the provider's. */
const ACTION_OWNER: Record<QuoteAction, 'customer' | 'provider' | 'both'> = {
  quote: 'provider',
  decline: 'provider',
  message: 'both',
  accept: 'customer',
  reject: 'customer',
  cancel: 'customer',
  start: 'provider',
  complete: 'provider',
  review: 'customer',
}

export interface RequestState {
  status: QuoteStatus
  /** The provider has sent a quote (the customer can only accept or reject a quote that exists). */
  hasQuote: boolean
  /** The customer has not reviewed this provider yet. */
  mayReview: boolean
}

/** Whether the request can still be talked about: closed requests (rejected, cancelled, not chosen) cannot. */
export function isOpen(status: QuoteStatus): boolean {
  return status !== 'cancelled' && status !== 'rejected'
}

/**
 * What `viewer` may do now with a request in `state`: the state machine, the role, and whether a quote
 * exists. The server offers exactly these (and refuses the others); every page shows only these. After
 * an acceptance only start (provider) and messages remain; after completion, messages and the review.
 */
export function actionsFor(viewer: QuoteViewer, state: RequestState): QuoteAction[] {
  if (viewer === 'admin') return []
  return QUOTE_ACTIONS.filter((action) => {
    const owner = ACTION_OWNER[action]
    if (owner !== 'both' && owner !== viewer) return false
    const moveTo = ACTION_MOVES[action]
    if (moveTo && !canTransition(state.status, moveTo.to, moveTo.by)) return false
    switch (action) {
      case 'quote':
        return state.status === 'pending'
      case 'accept':
      case 'reject':
        return state.hasQuote
      case 'message':
        return isOpen(state.status)
      case 'review':
        return state.status === 'completed' && state.mayReview
      default:
        return true
    }
  })
}
