import { ApiRequestError } from '@web/lib/api/request-error'

/** The i18n key for a failed send: too many requests, no connection, or anything else. */
export function quoteRequestFailureKey(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 429) return 'quote.errors.tooMany'
  if (error instanceof ApiRequestError && error.status === 0) return 'quote.errors.network'
  return 'quote.errors.generic'
}
