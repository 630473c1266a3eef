import { expect, type Page, test } from '@playwright/test'
import { APP_START_TIMEOUT } from './fixtures'

/**
 * The fallback replaces the page once the app's code runs and the crash test throws: it takes as
 * long to come as a page takes to hydrate (the hydration mark never comes on a crashed page).
 */
const expectFallback = (page: Page, heading = 'Oops! Something went wrong') =>
  expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: APP_START_TIMEOUT })

test.describe('error fallback page (product §2)', () => {
  test.beforeEach(async ({ page }) => {
    // The app's crash test: a deliberate render error armed through sessionStorage.
    await page.addInitScript(() => sessionStorage.setItem('luxpro:crash-test', 'render'))
  })

  test('shows the fallback with an error ID, records the error and offers the three ways out', async ({
    page,
  }) => {
    await page.goto('/how-it-works')
    await expectFallback(page)
    await expect(page.getByText(/Error ID/)).toBeVisible()
    await expect(page.getByText(/^ERR-/)).toBeVisible()
    await expect(
      page.getByText('Something went wrong. Please try again or email us at support@luxpro.lu.'),
    ).toBeVisible()
    const stored = await page.evaluate(() => ({
      count: localStorage.getItem('errorCount'),
      last: localStorage.getItem('lastError'),
    }))
    expect(stored.count).toBe('1')
    expect(JSON.parse(stored.last ?? '{}').message).toContain('Crash test')

    const support = page.getByRole('link', { name: 'Contact Support' })
    const href = decodeURIComponent((await support.getAttribute('href')) ?? '')
    expect(href).toMatch(/^mailto:support@luxpro\.lu\?/)
    expect(href).toContain('Crash test: deliberate render error')
    expect(href).toContain('/how-it-works')
    expect(href).toMatch(/Time: \d{4}-\d{2}-\d{2}T/)

    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/')
    await expect(page.getByTestId('cache-hint')).toHaveCount(0)
  })

  test('Try Again reloads the page, and after more than 3 errors the cache hint appears', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expectFallback(page)
    await page.evaluate(() => localStorage.setItem('errorCount', '3'))
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Try Again' }).click()])
    await expectFallback(page)
    await expect(page.getByTestId('cache-hint')).toBeVisible()
  })

  test('the fallback is translated', async ({ page }) => {
    await page.goto('/?lang=fr')
    await expectFallback(page, 'Oups ! Une erreur est survenue')
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible()
  })
})
