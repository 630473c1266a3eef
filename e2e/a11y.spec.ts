import { test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, PUBLIC_PAGES } from './fixtures'

test.describe('accessibility: axe-core finds no serious or critical violation', () => {
  for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await expectPageReady(page)
      await page.waitForLoadState('networkidle')
      await expectNoSeriousA11yViolations(page)
    })
  }
})
