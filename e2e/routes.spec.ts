import { readdirSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import { DEV_PAGE_PATHS } from '@shared/routes/app-routes'
import { expectPageReady } from './fixtures'

// Every public page is served with 200 and shows its page in pages.spec.ts. That every login-required
// page sits behind RequireAuth is a unit test of the route table (src/web/app/router.test.tsx); here
// one page per role shows the redirect in a real browser. The server's redirects of the old entry
// points (/zugang, /acces, /zougang, /en) and of /register are API tests (src/server/http/http.test.ts).
test.describe('every route of product §2', () => {
  for (const path of ['/my-requests', '/dashboard/portfolio', '/admin/users']) {
    test(`${path} sends a signed-out visitor to /auth and remembers where to return`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await page.waitForURL((url) => url.pathname === '/auth')
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path)
      await expectPageReady(page)
    })
  }

  test('/fr and /de redirect to the landing page in that language', async ({ page }) => {
    await page.goto('/de')
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('lang') === 'de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await page.goto('/fr')
    await page.waitForURL((url) => url.pathname === '/' && url.searchParams.get('lang') === 'fr')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  })

  test('an unknown path shows the not-found page with HTTP 404 from the server', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
    await page.getByRole('link', { name: 'Go to the homepage' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  test('the developer pages are not in production: 404, and none of their code in the build', async ({
    page,
  }) => {
    for (const path of DEV_PAGE_PATHS) expect((await page.request.get(path)).status(), path).toBe(404)
    await page.goto(DEV_PAGE_PATHS[0] as string)
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible()
    const chunks = readdirSync('dist/web/assets').join(' ')
    for (const page of ['test-api', 'test-supabase', 'test-providers', 'loading-states', 'style-guide'])
      expect(chunks).not.toContain(`${page}-page`)
  })
})

test('a server-rendered page shows its content while its code loads', async ({ page }) => {
  // Held from the first request: the page's code cannot be there when the HTML paints.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/assets\/contact-page-.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/contact', { waitUntil: 'domcontentloaded' })
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.getByTestId('route-loading')).toHaveCount(0)
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0)
  release()
  await expectPageReady(page)
})
