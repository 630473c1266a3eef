/**
 * Every page path of the web app (product §2). The server answers these with the app and status 200;
 * any other non-API path gets the not-found page with status 404.
 */
export const PAGE_PATHS = [
  '/',
  '/access',
  '/register',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
  '/contact',
  '/support/reply',
  '/how-it-works',
  '/about',
  '/auth',
  '/directory',
  '/providers/:slug',
  '/review-policy',
  '/decline',
  '/decline-success',
  '/partners/apply',
  '/partners/apply/answer',
  '/pricing',
  '/demo/simulation',
  '/dashboard',
  '/dashboard/requests',
  '/dashboard/portfolio',
  '/dashboard/overview',
  '/dashboard/billing',
  '/profile',
  '/my-requests',
  '/saved',
  '/settings',
  '/templates',
  '/business/quote-requests/:requestId',
  '/provider/quotes/:requestId',
  '/admin',
  '/admin/dashboard',
  '/admin/analytics',
  '/admin/analytics/technical',
  '/admin/unmatched-requests',
  '/admin/users',
  '/admin/users/:id',
  '/admin/providers',
  '/admin/providers/:id',
  '/admin/import',
  '/admin/projects',
  '/admin/projects/:id',
  '/admin/quotes',
  '/admin/logs',
  '/admin/email-templates',
  '/admin/backups',
  '/admin/settings',
  '/admin/access-codes',
  '/admin/waiting-list',
  '/admin/applications',
  '/admin/applications/:id',
  '/admin/invoices',
  '/admin/payments',
  '/admin/verification',
  '/admin/support',
  '/admin/support/:id',
] as const

/**
 * Developer pages (API and database checks, the style guide, loading states): in development only.
 * A production build leaves them out of the app, and the production server answers them with 404.
 */
export const DEV_PAGE_PATHS = [
  '/test-supabase',
  '/test-api',
  '/test-providers',
  '/loading-states',
  '/style-guide',
] as const

/** Old or language-prefixed entry points that lead to the landing page (product §2). */
export const REDIRECTS_TO_HOME: Record<string, string> = {
  '/zugang': '/',
  '/acces': '/',
  '/zougang': '/',
  // English is explicit here: it must win over a stored French or German (the URL then drops it).
  '/en': '/?lang=en',
  '/fr': '/?lang=fr',
  '/de': '/?lang=de',
}

/** Pages that need a signed-in user (product §6; /admin also needs the server's admin answer). */
export const LOGIN_REQUIRED_PREFIXES = [
  '/dashboard',
  '/profile',
  '/my-requests',
  '/saved',
  '/settings',
  '/templates',
  '/admin',
] as const

export const isLoginRequired = (path: string) =>
  LOGIN_REQUIRED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

function matches(pattern: string, path: string): boolean {
  const a = pattern.split('/')
  const b = path.split('/')
  if (a.length !== b.length) return false
  return a.every((segment, i) => (segment.startsWith(':') ? (b[i] ?? '').length > 0 : segment === b[i]))
}

const knownIn = (patterns: readonly string[], path: string) => {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return patterns.some((pattern) => matches(pattern, normalized))
}

export const isPagePath = (path: string): boolean => knownIn(PAGE_PATHS, path)

export const isDevPagePath = (path: string): boolean => knownIn(DEV_PAGE_PATHS, path)
