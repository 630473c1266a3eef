import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** Every public page of SPEC §2 that a signed-out visitor can open. */
export const PUBLIC_PAGES = [
  '/',
  '/access',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/gdpr',
  '/about',
  '/contact',
  '/how-it-works',
  '/auth',
  '/directory',
  '/decline',
  '/decline-success',
  '/test-supabase',
  '/test-api',
  '/test-providers',
  '/demo/simulation',
  '/loading-states',
  '/style-guide',
  '/business/quote-requests/1042',
  '/provider/quotes/1042',
] as const

export const LOGIN_REQUIRED_PAGES = [
  '/dashboard',
  '/dashboard/requests',
  '/dashboard/portfolio',
  '/profile',
  '/my-requests',
  '/settings',
  '/templates',
  '/admin',
  '/admin/dashboard',
  '/admin/analytics',
  '/admin/analytics/technical',
  '/admin/unmatched-requests',
] as const

/** Waits until the app runs (pre-rendered pages hydrate after first paint), the lazy page replaced the "Loading..." fallback, and its one h1 shows. */
export async function expectPageReady(page: Page) {
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1)
  await expect(page.getByTestId('route-loading')).toHaveCount(0)
  await expect(page.locator('h1')).toHaveCount(1)
}

export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([])
}
