import type { QuoteStatus } from './quote-status'

/** Who moves a quote request: the customer who sent it, or the provider it is addressed to. */
export type QuoteActor = 'customer' | 'provider'

/**
 * The quote request state machine (product §4, as the quotes issue fixes it). The server enforces it
 * with a conditional update; the UI reads it to show only the actions that can succeed.
 * - pending → accepted (customer accepts the quote) | rejected (customer rejects, or provider declines) | cancelled (customer)
 * - accepted → in_progress (provider) | cancelled (customer)
 * - in_progress → completed (provider)
 */
export const QUOTE_TRANSITIONS: ReadonlyArray<{ from: QuoteStatus; to: QuoteStatus; by: QuoteActor }> = [
  { from: 'pending', to: 'accepted', by: 'customer' },
  { from: 'pending', to: 'rejected', by: 'customer' },
  { from: 'pending', to: 'rejected', by: 'provider' },
  { from: 'pending', to: 'cancelled', by: 'customer' },
  { from: 'accepted', to: 'in_progress', by: 'provider' },
  { from: 'accepted', to: 'cancelled', by: 'customer' },
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
