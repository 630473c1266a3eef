import type { QuoteStatus } from '@shared/quotes/quote-status'

/**
 * Query keys of the provider side. They share the `quote-requests` prefix with the customer side, so
 * invalidating one request (`['quote-requests', 'detail', id]`) refreshes it whatever token opened it.
 */
export const providerQuoteKeys = {
  all: ['quote-requests'] as const,
  detail: (id: number, token: string | null) => ['quote-requests', 'detail', id, token] as const,
  inboxAll: ['quote-requests', 'inbox'] as const,
  inbox: (status: QuoteStatus | null, page: number) => ['quote-requests', 'inbox', status, page] as const,
  templates: ['provider', 'quote-templates'] as const,
}

/** `?token=` for the provider's email link; nothing when the session decides. */
export function withToken(path: string, token: string | null | undefined): string {
  if (!token) return path
  return `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`
}
