/**
 * product §3, §6: what an access session lets a visitor use while the early-access gate is on.
 * Without zod (access-schemas.ts validates these): every page's frame asks allowsFeature, and the
 * first page load should not carry the validation library for it.
 */
export const ACCESS_LEVELS = ['none', 'limited', 'full'] as const
export type AccessLevel = (typeof ACCESS_LEVELS)[number]

/**
 * How a visitor without a code gets one (ADR 050): asks for one by email and gets it at once, or
 * leaves their address on a waiting list and gets one when an admin invites them.
 */
export const ACCESS_REQUEST_MODES = ['code_by_email', 'waiting_list'] as const
export type AccessRequestMode = (typeof ACCESS_REQUEST_MODES)[number]

export const ACCESS_FEATURES = ['chat', 'dashboard', 'directory', 'profile', 'full_access'] as const
export type AccessFeature = (typeof ACCESS_FEATURES)[number]
export type AccessFeatures = Record<AccessFeature, boolean>

export const ALL_FEATURES: AccessFeatures = {
  chat: true,
  dashboard: true,
  directory: true,
  profile: true,
  full_access: true,
}
export const NO_FEATURES: AccessFeatures = {
  chat: false,
  dashboard: false,
  directory: false,
  profile: false,
  full_access: false,
}

/** Whether a session lets its visitor use a feature: full_access opens every one. */
export function allowsFeature(
  session: { accessLevel: AccessLevel; features: AccessFeatures },
  feature: Exclude<AccessFeature, 'full_access'>,
): boolean {
  if (session.accessLevel === 'none') return false
  return session.features.full_access || session.features[feature]
}
