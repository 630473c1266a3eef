import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to an account gets a signed proof of it, so that its later sign-ins are judged by
 * their own counter instead of the per-email lockout an attacker can trigger (ADR 039).
 *
 * One cookie holds up to a few entries (a shared computer, several accounts), newest first:
 * `nonce.expires.signature`, joined by `~`. The signature is an HMAC of the account's email, the
 * nonce and the expiry under a key derived from the server secret, so the cookie names no account
 * and cannot be made, changed or moved to another account without the secret.
 */
export const DEVICE_COOKIE = 'luxpro_device'
export const DEVICE_COOKIE_DAYS = 180
/** Only sign-in reads it. */
export const DEVICE_COOKIE_PATH = '/api/auth/sign-in'
const ACCOUNTS_PER_BROWSER = 5
const ENTRY = /^([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/

interface Entry {
  nonce: string
  expires: number
  signature: string
}

function entriesOf(cookieHeader: string | undefined, nowSeconds: number): Entry[] {
  if (!cookieHeader) return []
  const value = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1)
  return (value ?? '')
    .split('~')
    .slice(0, ACCOUNTS_PER_BROWSER)
    .flatMap((text) => {
      const match = ENTRY.exec(text)
      if (!match) return []
      const entry = { nonce: match[1] ?? '', expires: Number(match[2]), signature: match[3] ?? '' }
      return entry.expires > nowSeconds ? [entry] : []
    })
}

export interface DeviceCookies {
  /** The nonce of this browser's valid entry for this email (its own counter's key), or null. */
  trustedNonce(cookieHeader: string | undefined, email: string, now?: Date): string | null
  /** The Set-Cookie header after a successful sign-in: a fresh entry for this email, the others kept. */
  renewed(cookieHeader: string | undefined, email: string, secure: boolean, now?: Date): string
}

export function deviceCookies(serverSecret: string): DeviceCookies {
  const key = createHmac('sha256', serverSecret).update('luxpro device cookie v1').digest()
  const sign = (email: string, nonce: string, expires: number) =>
    createHmac('sha256', key).update(`${email}\n${nonce}\n${expires}`).digest('base64url')
  const signedFor = (entry: Entry, email: string) =>
    timingSafeEqual(Buffer.from(entry.signature), Buffer.from(sign(email, entry.nonce, entry.expires)))
  const seconds = (date: Date) => Math.floor(date.getTime() / 1000)

  return {
    trustedNonce(cookieHeader, email, now = new Date()) {
      return entriesOf(cookieHeader, seconds(now)).find((entry) => signedFor(entry, email))?.nonce ?? null
    },
    renewed(cookieHeader, email, secure, now = new Date()) {
      const maxAge = DEVICE_COOKIE_DAYS * 86_400
      const fresh: Entry = {
        nonce: randomBytes(16).toString('base64url'),
        expires: seconds(now) + maxAge,
        signature: '',
      }
      fresh.signature = sign(email, fresh.nonce, fresh.expires)
      const others = entriesOf(cookieHeader, seconds(now)).filter((entry) => !signedFor(entry, email))
      const value = [fresh, ...others]
        .slice(0, ACCOUNTS_PER_BROWSER)
        .map((entry) => `${entry.nonce}.${entry.expires}.${entry.signature}`)
        .join('~')
      return `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
    },
  }
}
