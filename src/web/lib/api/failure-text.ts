import { ApiRequestError } from '@web/lib/api/request-error'

/**
 * What to tell the provider when a save fails: the server's own message for a refusal of the input
 * (it says what to fix, in the interface language), else the section's 'Failed to … Please try again.'.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500 && error.status !== 401)
    return error.message
  return fallback
}

/** The account owns no listed business: there is nothing to edit yet. */
export function isNoListing(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'no_provider_listing'
}
