/**
 * Landing-page versions measured against each other (ADR 032): A, the chat-first hero
 * (product §9: the default), and B, the search-first hero. Without zod (the footer's version links
 * use it on every page); the public route's schemas are in landing-version-schemas.ts.
 */
export const LANDING_VERSIONS = ['A', 'B'] as const
export type LandingVersion = (typeof LANDING_VERSIONS)[number]
export const DEFAULT_LANDING_VERSION: LandingVersion = 'A'

export const isLandingVersion = (value: unknown): value is LandingVersion => value === 'A' || value === 'B'

/** How often each version is shown, as relative weights (admin settings). */
export type LandingWeights = Record<LandingVersion, number>

/**
 * A version drawn by the weights: B with probability B / (A + B). `random` returns [0, 1), like
 * Math.random (tests pass a seeded one).
 */
export function pickLandingVersion(weights: LandingWeights, random: () => number): LandingVersion {
  const total = weights.A + weights.B
  if (total <= 0) return DEFAULT_LANDING_VERSION
  return random() * total < weights.A ? 'A' : 'B'
}

/**
 * The strictly necessary first-party cookie that keeps a visitor's version and their random visitor
 * id (`B.<uuid>`): the same visitor sees the same landing, and each conversion counts once.
 */
export const LANDING_COOKIE = 'luxpro_landing'
/** About six months: long enough for a test to end, short enough to be forgotten. */
export const LANDING_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 3600

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

export interface LandingAssignment {
  version: LandingVersion
  visitorId: string
}

/** The assignment a cookie value holds, or null when it is not one of ours. */
export function parseLandingCookie(value: string | undefined): LandingAssignment | null {
  if (!value) return null
  const [version, visitorId] = value.split('.')
  if (!isLandingVersion(version) || !visitorId || !VISITOR_ID.test(visitorId)) return null
  return { version, visitorId }
}

export const formatLandingCookie = ({ version, visitorId }: LandingAssignment) => `${version}.${visitorId}`

/**
 * What is counted per version: the landing seen (a visitor), then the four conversions. Each counts
 * once per visitor and version.
 */
export const LANDING_CONVERSIONS = ['chat_started', 'estimate_shown', 'request_sent', 'registered'] as const
export type LandingConversion = (typeof LANDING_CONVERSIONS)[number]
export const LANDING_EVENTS = ['visit', ...LANDING_CONVERSIONS] as const
export type LandingEvent = (typeof LANDING_EVENTS)[number]
