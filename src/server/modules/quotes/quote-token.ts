import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { QUOTE_LINK_DAYS } from '@shared/quotes/quote-limits'

/**
 * The single-purpose token of a provider's email link. It is an HMAC of the request and the provider
 * under the server secret: unforgeable, bound to one request and one provider, and re-derivable for
 * every later email without keeping the token itself (only its sha256 is stored, for audits).
 */
export function quoteToken(
  secret: string,
  request: { id: number; providerId: number; createdAt: Date },
): string {
  return createHmac('sha256', secret)
    .update(`quote-request:${request.id}:${request.providerId}:${request.createdAt.getTime()}`)
    .digest('base64url')
}

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

export function tokenExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + QUOTE_LINK_DAYS * 86_400_000)
}

/** True when `token` is this request's token and it has not expired. Constant-time comparison. */
export function tokenMatches(
  secret: string,
  request: { id: number; providerId: number; createdAt: Date; tokenExpiresAt: Date | null },
  token: string,
  now = new Date(),
): boolean {
  if (!request.tokenExpiresAt || request.tokenExpiresAt <= now) return false
  const expected = Buffer.from(quoteToken(secret, request))
  const given = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
