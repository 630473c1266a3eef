import { ApiRequestError } from '@web/lib/api/request-error'

/**
 * product §8 has two directory failures: the API answered with an error ('failed': "Failed to fetch
 * service providers…"), or it could not be reached at all ('unreachable': "Failed to connect to
 * the API. Using local data.", status 0 from the request layer).
 */
export type SearchFailure = 'unreachable' | 'failed'

export function classifySearchFailure(error: unknown): SearchFailure | null {
  if (!error) return null
  return error instanceof ApiRequestError && error.status === 0 ? 'unreachable' : 'failed'
}

/** The API did not know the place in the URL (an old or hand-made link): the visitor can drop it. */
export function isUnknownPlace(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'unknown_locality'
}

/** A server hiccup (5xx) is worth one more try; a refused query or a lost connection is not. */
export function shouldRetrySearch(failureCount: number, error: unknown): boolean {
  return failureCount < 1 && error instanceof ApiRequestError && error.status >= 500
}
