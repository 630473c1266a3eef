import { expect, type Page, test } from '@playwright/test'
import { BROWSER_STORAGE_NAMES } from '@web/features/legal/content/browser-storage'
import { expectPageReady, signIn } from './fixtures'

/** Every cookie (HttpOnly ones too), storage key and cache the browser holds for the site. */
async function storedNames(page: Page): Promise<string[]> {
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name)
  const storage = await page.evaluate(async () => [
    ...Object.keys(localStorage),
    ...Object.keys(sessionStorage),
    ...(await caches.keys()),
  ])
  return [...new Set([...cookies, ...storage])].sort()
}

// The cookie policy's list (browser-storage.ts) against what a browser really holds after using the
// main features; the unit test compares the same list with the keys the source writes.
test('everything the app keeps in the browser is in the cookie policy', async ({ page }) => {
  // Six pages and a conversation: about 15 s alone, more beside other tests on two cores.
  test.slow()
  // The landing: the version a visitor keeps.
  await page.goto('/')
  await expectPageReady(page)
  // Demo mode, then the assistant: a conversation kept for the tab.
  await page.goto('/how-it-works?demo=1')
  await expectPageReady(page)
  await page.getByTestId('assistant-launcher').filter({ hasText: 'Assistant' }).click()
  const widget = page.getByTestId('assistant-widget')
  await widget.getByRole('textbox', { name: 'Your message' }).fill('Paint my 30 m2 living room in Strassen')
  await page.keyboard.press('Enter')
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('luxpro-assistant-conversation')))
    .toContain('Strassen')
  await page.keyboard.press('Escape')

  // The directory in French: the language, the last search and the shortlist.
  await page.goto('/directory?category=painting&locality=Strassen')
  await expectPageReady(page)
  await page.getByLabel('Language').selectOption('fr')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await page
    .getByTestId('provider-card')
    .first()
    .getByRole('button', { name: /Ajouter à ma demande/ })
    .click()

  // An application in progress.
  await page.goto('/partners/apply')
  await expectPageReady(page)
  await page.getByLabel('Personne de contact').fill('Claire Wolff')

  // Signed in: the session cookie and the signed-in user.
  await signIn(page.request, new URL(page.url()).origin, 'anne.schmit@example.lu')
  await page.goto('/dashboard')
  await expectPageReady(page)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('luxpro-user'))).not.toBeNull()

  const names = await storedNames(page)
  expect(names).toEqual(
    expect.arrayContaining([
      'better-auth.session_token',
      'lang',
      'luxpro_demo',
      'luxpro_landing',
      'language',
      'demoMode',
      'luxpro-user',
      'luxpro:directory:last',
      'luxpro-shortlist',
      'luxpro-assistant-conversation',
      'luxpro-partner-application',
    ]),
  )
  expect(names.filter((name) => !BROWSER_STORAGE_NAMES.includes(name))).toEqual([])
})
