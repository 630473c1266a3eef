import type { QuoteStatus } from './quote-status'

/**
 * Who moves a quote request: the customer who sent it, the provider it is addressed to, or an admin
 * acting for LuxPro (moderation).
 */
export type QuoteActor = 'customer' | 'provider' | 'admin'

/**
 * The quote request state machine (product §4). The server enforces it with a conditional update; every
 * page shows the actions `actionsFor` (quote-actions.ts) derives from it, so a page never offers a step
 * the server would refuse.
 * - pending → accepted (customer accepts the quote; the project's other pending requests become
 *   "not chosen", i.e. rejected) | rejected (customer rejects, or provider declines) | cancelled (customer, admin)
 * - accepted → in_progress (provider) | cancelled (admin only: once the customer accepted, the two sides
 *   have each other's contact and agree on the job; the customer no longer cancels with one tap)
 * - in_progress → completed (provider)
 */
export const QUOTE_TRANSITIONS: ReadonlyArray<{ from: QuoteStatus; to: QuoteStatus; by: QuoteActor }> = [
  { from: 'pending', to: 'accepted', by: 'customer' },
  { from: 'pending', to: 'rejected', by: 'customer' },
  { from: 'pending', to: 'rejected', by: 'provider' },
  { from: 'pending', to: 'cancelled', by: 'customer' },
  { from: 'pending', to: 'cancelled', by: 'admin' },
  { from: 'accepted', to: 'in_progress', by: 'provider' },
  { from: 'accepted', to: 'cancelled', by: 'admin' },
  { from: 'in_progress', to: 'completed', by: 'provider' },
]

export function canTransition(from: QuoteStatus, to: QuoteStatus, by: QuoteActor): boolean {
  return QUOTE_TRANSITIONS.some((t) => t.from === from && t.to === to && t.by === by)
}

/** The statuses `status` may legally come from when `by` moves it there (for a conditional update). */
export function sourcesOf(to: QuoteStatus, by: QuoteActor): QuoteStatus[] {
  return QUOTE_TRANSITIONS.filter((t) => t.to === to && t.by === by).map((t) => t.from)
}

/** A request no one can move any more. */
export function isFinal(status: QuoteStatus): boolean {
  return !QUOTE_TRANSITIONS.some((t) => t.from === status)
}

/** A provider should answer within 24 hours (product §9); after that a pending, unanswered request is overdue. */
export const RESPONSE_EXPECTED_HOURS = 24

export function isOverdue(
  request: { status: QuoteStatus; createdAt: Date | string; firstResponseAt: Date | string | null },
  now: Date = new Date(),
): boolean {
  if (request.status !== 'pending' || request.firstResponseAt) return false
  return now.getTime() - new Date(request.createdAt).getTime() > RESPONSE_EXPECTED_HOURS * 3_600_000
}
