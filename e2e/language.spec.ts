import { expect, test } from '@playwright/test'
import { expectPageReady } from './fixtures'

test.describe('languages (product §4, §5, §9)', () => {
  test('?lang=fr shows French, stores it and sets <html lang>', async ({ page }) => {
    await page.goto('/how-it-works?lang=fr')
    await expectPageReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('link', { name: 'Annuaire' }).first()).toBeVisible()
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr')
  })

  test('an unsupported ?lang value is ignored', async ({ page }) => {
    await page.goto('/?lang=it')
    await expectPageReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('the browser language is used when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-LU' })
    const page = await context.newPage()
    await page.goto('/contact')
    await expectPageReady(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveURL(/lang=de/)
    await context.close()
  })

  test('switching language updates the text, the URL, storage and fires a change event', async ({ page }) => {
    await page.goto('/directory?q=plombier')
    await expectPageReady(page)
    await page.evaluate(() => {
      window.addEventListener('luxpro:language-change', (e) => {
        ;(window as unknown as { changes: string[] }).changes = [
          ...((window as unknown as { changes?: string[] }).changes ?? []),
          (e as CustomEvent).detail.language,
        ]
      })
    })
    const switcher = page.getByLabel('Language')
    await switcher.selectOption('de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveURL(/\/directory\?q=plombier&lang=de$/)
    await expect(page.getByRole('link', { name: 'Verzeichnis' }).first()).toBeVisible()

    await page.getByLabel('Sprache').selectOption('en')
    await expect(page).toHaveURL(/\/directory\?q=plombier$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(await page.evaluate(() => (window as unknown as { changes: string[] }).changes)).toEqual([
      'de',
      'en',
    ])
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en')
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
