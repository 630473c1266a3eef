import {
  formatLandingCookie,
  LANDING_COOKIE,
  LANDING_COOKIE_MAX_AGE_SECONDS,
  type LandingAssignment,
} from '@shared/landing/landing-versions'

/** The Set-Cookie header that keeps the assignment: first-party, HttpOnly, about six months. */
export const landingCookieHeader = (assignment: LandingAssignment, secure: boolean) =>
  `${LANDING_COOKIE}=${formatLandingCookie(assignment)}; Path=/; Max-Age=${LANDING_COOKIE_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
