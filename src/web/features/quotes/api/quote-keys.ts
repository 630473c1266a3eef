import type { QuoteStatus } from '@shared/quotes/quote-status'

/**
 * Query keys of quote requests, for customers and providers alike. Everything starts with
 * `quote-requests`, so invalidating one request (`request(id)`) refreshes it whatever token opened it.
 */
export const quoteKeys = {
  all: ['quote-requests'] as const,
  mine: ['quote-requests', 'mine'] as const,
  request: (id: number) => ['quote-requests', 'detail', id] as const,
  detail: (id: number, token: string | null = null) => ['quote-requests', 'detail', id, token] as const,
  inboxAll: ['quote-requests', 'inbox'] as const,
  inbox: (status: QuoteStatus | null, page: number) => ['quote-requests', 'inbox', status, page] as const,
  conversations: ['quote-requests', 'conversations'] as const,
}

/** The query of the provider's email link (`?token=`); nothing when the session decides. */
export const tokenQuery = (token: string | null | undefined) => (token ? { token } : {})

/** A file's address the server gave, with `?token=` for the provider's email link. */
export function withToken(url: string, token: string | null | undefined): string {
  if (!token) return url
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`
}
