import { ApiRequestError } from '@web/lib/api/request-error'

/**
 * The one text for a failed API call: for the server's refusal of the request (a 4xx other than
 * 401) its own sentence, which says what to fix (the `errors` catalogue, in the interface language
 * the request asked for); else the caller's `fallback` ("Failed to … Please try again.").
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.serverMessage ?? fallback
  return fallback
}

/** The account owns no listed business: there is nothing to edit yet. */
export function isNoListing(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'no_provider_listing'
}
