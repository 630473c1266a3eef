import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, PUBLIC_PAGES } from './fixtures'

test.describe('every public page of product §2: served, shows its page, axe-core finds nothing serious', () => {
  for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
    test(path, async ({ page }) => {
      const response = await page.goto(path)
      const known = path !== '/no-such-page'
      expect(response?.status()).toBe(known ? 200 : 404)
      await expectPageReady(page)
      if (known) {
        await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toHaveCount(
          0,
        )
        await expect(page.getByRole('heading', { name: 'Oops! Something went wrong' })).toHaveCount(0)
      }
      await page.waitForLoadState('networkidle')
      await expectNoSeriousA11yViolations(page)
    })
  }
})
