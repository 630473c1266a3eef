import type { AccessFeature } from '@shared/access/access-features'
import { isOpenPage } from '@shared/access/gate-pages'

/**
 * What the early-access gate leaves open besides the open pages (ADR 026): health and metrics, the
 * gate's calls, signing in, the settings pages read, the dev mailbox, and static files.
 */
const OPEN_PREFIXES = [
  '/health',
  '/metrics',
  '/api/access/',
  '/api/auth/',
  '/api/public/settings',
  '/api/public/maintenance',
  '/api/public/error-reports',
  // The contact page is open (gate-pages.ts); its form has its own rate limit.
  '/api/public/contact',
  '/api/dev/',
  // An unsubscribe link must work for anyone holding it (RFC 8058), gate or not.
  '/unsubscribe',
  '/dev/',
  '/assets/',
  '/geo/',
]
const OPEN_FILES = new Set(['/robots.txt', '/sw.js'])
const STATIC_FILE = /\.(?:js|mjs|css|png|jpe?g|svg|ico|webp|avif|woff2?|webmanifest|map|txt|xml)$/

export function passesGate(path: string): boolean {
  if (isOpenPage(path) || OPEN_FILES.has(path) || STATIC_FILE.test(path)) return true
  return OPEN_PREFIXES.some((prefix) => path.startsWith(prefix))
}

const QUOTE_REQUEST_API = /^\/api\/quote-requests\/(\d{1,9})(?:\/|$)/

/**
 * The request and token of a call made by a provider's emailed quote link: it passes the gate when
 * the token is that request's live token (checked by the gate, not just present).
 */
export function quoteLinkOf(path: string, search: URLSearchParams): { id: number; token: string } | null {
  // A translation asked from such a link names its request (the route checks what it translates).
  const id = path === '/api/translations' ? search.get('request') : QUOTE_REQUEST_API.exec(path)?.[1]
  const token = search.get('token')
  return id && token ? { id: Number(id), token } : null
}

/** The API paths each feature of an access session opens (anything else needs only a session). */
const FEATURE_PREFIXES: Array<[Exclude<AccessFeature, 'full_access'>, string[]]> = [
  ['chat', ['/api/public/chat', '/api/chat', '/api/conversations', '/api/public/providers/match']],
  ['directory', ['/api/public/providers/search', '/api/providers', '/api/reviews']],
  ['dashboard', ['/api/provider/', '/api/templates']],
  ['profile', ['/api/users/profile']],
]

export function featureOf(path: string): Exclude<AccessFeature, 'full_access'> | null {
  for (const [feature, prefixes] of FEATURE_PREFIXES) {
    if (
      prefixes.some(
        (prefix) => path === prefix || path.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
      )
    )
      return feature
  }
  return null
}

export const isApiPath = (path: string) => path.startsWith('/api/') || path === '/metrics'
