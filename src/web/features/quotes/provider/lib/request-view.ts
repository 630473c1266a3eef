import type { QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'

export type QuotePanel = 'form' | 'quote' | 'none'

/**
 * What the quote area shows: the form to quote (or revise on demand) while the provider may quote,
 * the sent quote read-only otherwise, nothing when there is no quote and no right to send one.
 */
export function quotePanel(
  detail: Pick<QuoteRequestDetail, 'actions' | 'quote'>,
  revising: boolean,
): QuotePanel {
  const canQuote = detail.actions.includes('quote')
  if (canQuote && (!detail.quote || revising)) return 'form'
  return detail.quote ? 'quote' : 'none'
}

/** The job steps this viewer may take now, in the order they happen. */
export function progressSteps(actions: QuoteRequestDetail['actions']): Array<'start' | 'complete'> {
  return (['start', 'complete'] as const).filter((step) => actions.includes(step))
}

export type RequestOutcome =
  | 'declined'
  | 'notChosen'
  | 'rejected'
  | 'cancelled'
  | 'accepted'
  | 'in_progress'
  | 'completed'
  | null

/** The one line that explains where the request stands, when it is no longer simply open. */
export function requestOutcome(
  detail: Pick<QuoteRequestDetail, 'status' | 'declined' | 'notChosen'>,
): RequestOutcome {
  if (detail.declined) return 'declined'
  if (detail.notChosen) return 'notChosen'
  return detail.status === 'pending' ? null : detail.status
}
