/**
 * The early-access session's cookie (HttpOnly, set when a code is accepted): the gate reads it, and
 * the page renderer forwards it to the in-process API calls a page makes for the visitor.
 */
export const ACCESS_COOKIE = 'luxpro_access'

/** The access session token the request carries in its cookie, if any. */
export function accessTokenOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === ACCESS_COOKIE) return decodeURIComponent(rest.join('=')) || null
  }
  return null
}
