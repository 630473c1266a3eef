import {
  isLandingVersion,
  LANDING_COOKIE,
  type LandingAssignment,
  type LandingWeights,
  parseLandingCookie,
  pickLandingVersion,
} from './landing-versions'

const newVisitorId = () => globalThis.crypto.randomUUID()

const COOKIE_PATTERN = new RegExp(`(?:^|;\\s*)${LANDING_COOKIE}=([^;]*)`)

/** The assignment the request's `luxpro_landing` cookie holds, if any. */
export const landingCookieOf = (cookieHeader: string | undefined): LandingAssignment | null =>
  parseLandingCookie(COOKIE_PATTERN.exec(cookieHeader ?? '')?.[1])

/**
 * The version a visitor sees: `?v=A|B` when given (kept from then on), else the one they were
 * given before, else one drawn by the admin's weights with a new visitor id. `changed`: the cookie
 * must be (re)written, and this is the visitor's first sight of this version.
 */
export function assignLandingVersion(
  cookieHeader: string | undefined,
  forced: string | null | undefined,
  weights: LandingWeights,
  random: () => number = Math.random,
): { assignment: LandingAssignment; changed: boolean } {
  const kept = landingCookieOf(cookieHeader)
  if (isLandingVersion(forced)) {
    if (kept?.version === forced) return { assignment: kept, changed: false }
    return { assignment: { version: forced, visitorId: kept?.visitorId ?? newVisitorId() }, changed: true }
  }
  if (kept) return { assignment: kept, changed: false }
  return {
    assignment: { version: pickLandingVersion(weights, random), visitorId: newVisitorId() },
    changed: true,
  }
}
