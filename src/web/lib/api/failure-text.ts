import { i18n } from '@web/i18n/i18n'
import { ApiRequestError } from '@web/lib/api/request-error'

/**
 * The one text for a failed API call: the request never reached the server, our words for it
 * (already in the interface language); the server's refusal of the request (a 4xx other than 401),
 * its own sentence, which says what to fix (the `errors` catalogue, in the interface language the
 * request asked for), followed by the rows or fields it names; else the caller's `fallback`
 * ("Failed to … Please try again.").
 */
export function failureText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback
  if (error.status === 0) return i18n.t('common:errors.network')
  if (error.status < 400 || error.status >= 500 || error.status === 401) return fallback
  const sentence = error.serverMessage
  if (!sentence) return fallback
  // A refused field's words are the shared schema's English: named to English readers only (a
  // form shows its own words under the field); other details name rows and files.
  if (error.code === 'validation_error' && !i18n.language?.startsWith('en')) return sentence
  const named = error.namedDetails.map(({ path, message }) => (path ? `${path}: ${message}` : message))
  return named.length > 0 ? `${sentence} ${named.join(' · ')}` : sentence
}

/** The account owns no listed business: there is nothing to edit yet. */
export function isNoListing(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === 'no_provider_listing'
}
