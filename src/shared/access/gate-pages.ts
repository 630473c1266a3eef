/**
 * Pages the early-access gate leaves open (ADR 026): the gate, signing in (admins pass the gate),
 * the legal pages, the contact page (the launch banner asks everyone to write to us), and the
 * provider's secure quote links (they carry their own token).
 */
const OPEN_PAGES = new Set([
  '/access',
  '/auth',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
  '/contact',
  '/decline',
  '/decline-success',
])
const QUOTE_LINK_PAGES = ['/business/quote-requests/', '/provider/quotes/']

export function isOpenPage(path: string): boolean {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path
  return OPEN_PAGES.has(page) || QUOTE_LINK_PAGES.some((prefix) => page.startsWith(prefix))
}

/** The pages each feature of an access session opens (product §6). */
const FEATURE_PAGES: Array<['dashboard' | 'directory' | 'profile', string[]]> = [
  ['directory', ['/directory', '/providers']],
  ['dashboard', ['/dashboard', '/my-requests', '/saved', '/templates']],
  ['profile', ['/profile', '/settings']],
]

export function featureOfPage(path: string): 'dashboard' | 'directory' | 'profile' | null {
  for (const [feature, prefixes] of FEATURE_PAGES) {
    if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return feature
  }
  return null
}
