/** product §9 storage key: the browser's demo mode flag ('true' while on). */
export const DEMO_MODE_STORAGE_KEY = 'demoMode'

/**
 * The strictly-necessary cookie that tells the server a request comes from demo mode (ADR 031): the
 * web app keeps it in step with the stored flag, and every request carries it, pages and API alike.
 */
export const DEMO_COOKIE = 'luxpro_demo'

/** True when the request's Cookie header holds `luxpro_demo=1`. */
export function demoCookieOn(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return false
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === DEMO_COOKIE) return value === '1'
  }
  return false
}
