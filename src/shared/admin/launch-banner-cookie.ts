/**
 * Which version of the launch banner the visitor closed, in a first-party cookie so the server
 * renders the page without it (a closed banner never flashes in and out, and the layout never shifts).
 */
export const BANNER_DISMISSED_COOKIE = 'luxpro_banner_dismissed'

/** The closed version named in a Cookie header or document.cookie, or null. */
export function dismissedBannerIn(cookies: string): string | null {
  const match = new RegExp(`(?:^|;\\s*)${BANNER_DISMISSED_COOKIE}=([a-z0-9]+)(?:;|$)`).exec(cookies)
  return match?.[1] ?? null
}
