import { expect, test } from '@playwright/test'
import { expectPageReady } from './fixtures'

// What a ?lang= link, a stored choice and the language picker do is proven in jsdom
// (src/web/i18n/language.test.ts) and on every public page opened with ?lang=de (pages.spec.ts); here
// what needs a real browser: its language, and the links of the next page.
test.describe('languages (product §4, §5, §9)', () => {
  test('the browser language is used when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-LU' })
    const page = await context.newPage()
    await page.goto('/contact')
    await expectPageReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveURL(/lang=de/)
    await context.close()
  })

  test('the stored language is used on the next visit and internal links keep it', async ({ page }) => {
    await page.goto('/?lang=de')
    await expectPageReady(page)
    await page.goto('/how-it-works')
    await expectPageReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveURL(/lang=de/)
    await page
      .getByRole('navigation', { name: 'Hauptnavigation' })
      .getByRole('link', { name: 'Kontakt' })
      .click()
    await expect(page).toHaveURL(/\/contact\?lang=de$/)
  })
})
