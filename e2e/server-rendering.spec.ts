import { expect, type Page, test } from '@playwright/test'
import { DEMO_PROVIDER_SLUG, expectPageReady, expectSettled } from './fixtures'

// As a visitor's browser runs it: with the service worker (blocking it is itself a console warning).
test.use({ serviceWorkers: 'allow' })

/** Public pages rendered by the server (ADR 021), each with a sentence of its main content. */
const PAGES = [
  { path: '/', text: 'Describe your project. Get a price range and up to five trusted local pros.' },
  { path: '/directory', text: 'Find a trusted pro' },
  { path: '/directory?q=plombier&locality=Esch-sur-Alzette', text: '“plombier”' },
  { path: `/providers/${DEMO_PROVIDER_SLUG}`, text: 'Sanitaire Weber' },
  { path: '/how-it-works', text: 'How LuxPro works' },
  { path: '/auth', text: 'Your LuxPro account' },
  { path: '/privacy-policy', text: 'Privacy' },
]

/**
 * Every console error and warning of the page, but the browser's own network lines for two expected
 * answers: the 404 of a not-found page's document, and the 401 that tells a signed-out visitor's app
 * there is no session.
 */
function watchConsole(page: Page) {
  const messages: string[] = []
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return
    const { url } = message.location()
    if (/status of 404/.test(message.text()) && url === page.url()) return
    if (/status of 401/.test(message.text()) && new URL(url).pathname === '/api/users/me') return
    messages.push(`${message.type()}: ${message.text()}`)
  })
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`))
  return messages
}

test.describe('server-rendered pages', () => {
  test('the HTML carries each page’s content in the visitor’s language before any script runs', async ({
    request,
  }) => {
    for (const { path, text } of PAGES) {
      const html = await (await request.get(path)).text()
      expect(html, path).toContain('<html lang="en"')
      expect(html, path).toContain(text.replace(/'/g, '&#x27;'))
    }
    const german = await (await request.get('/', { headers: { 'accept-language': 'de-LU,de;q=0.9' } })).text()
    expect(german).toContain('<html lang="de"')
    expect(german).toContain('Beschreiben Sie Ihr Projekt.')
    const french = await request.get('/directory?q=plombier&lang=fr')
    expect(await french.text()).toContain('Trouver un professionnel de confiance')
    const missing = await request.get('/no-such-page', { headers: { 'accept-language': 'fr' } })
    expect(missing.status()).toBe(404)
    expect(await missing.text()).toContain('Cette page est introuvable')
    // The content security policy allows one inline script, by its hash (the boot script, ADR 034):
    // the page's data travels as JSON.
    expect(german.match(/<script>/g)).toHaveLength(1)
  })

  test('before the app runs, the search form still leads to the directory', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await page.getByRole('searchbox').first().fill('couvreur')
    await page.getByRole('search').first().getByRole('button').click()
    await expect(page).toHaveURL(/\/directory\?q=couvreur/)
    await context.close()
  })

  test('the directory and a provider page read without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-LU' })
    const page = await context.newPage()
    await page.goto('/directory?category=plumbing')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trouver un professionnel de confiance')
    const card = page.getByTestId('provider-card').filter({ hasText: 'Sanitaire Weber' })
    await expect(card).toBeVisible()
    await card
      .getByRole('link', { name: /Sanitaire Weber/ })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`/providers/${DEMO_PROVIDER_SLUG}`))
    await expect(page.getByRole('heading', { level: 1, name: 'Sanitaire Weber' })).toBeVisible()
    await expect(page.getByRole('heading', { name: /Avis/ }).first()).toBeVisible()
    await context.close()
  })

  test('landing version B arrives rendered by the server, and its search works before the app runs', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'fr-LU' })
    const page = await context.newPage()
    await page.goto('/?v=B')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Trouvez un professionnel local de confiance au Luxembourg',
    )
    await page.getByRole('searchbox', { name: 'De quoi avez-vous besoin\u202f?' }).fill('plombier')
    await page.getByRole('searchbox', { name: 'Où\u202f?' }).fill('Strassen')
    await page.getByRole('search', { name: 'Trouver un professionnel' }).getByRole('button').click()
    await expect(page).toHaveURL(/\/directory\?q=plombier&locality=Strassen/)
    // The version is kept: the landing without ?v= is B again.
    await page.goto('/')
    await expect(page.getByRole('searchbox', { name: 'Où\u202f?' })).toBeVisible()
    await context.close()
  })

  for (const { path } of [
    ...PAGES,
    { path: '/?v=B' },
    { path: '/no-such-page' },
    { path: '/providers/nobody-at-all?lang=de' },
  ])
    test(`${path} hydrates without a console error or warning, and without a layout shift`, async ({
      page,
    }) => {
      const messages = watchConsole(page)
      await page.addInitScript(() => {
        const shifts: number[] = []
        ;(window as unknown as { shifts: number[] }).shifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(path)
      // Hydration waits for the page's code: slow on a busy 2-core machine.
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1, { timeout: 20_000 })
      await expectSettled(page)
      // Late fonts and images are what shift a page: wait until they are all there.
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      await expect
        .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
        .toBe(true)
      const shift = await page.evaluate(() =>
        (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0),
      )
      expect(messages).toEqual([])
      expect(shift).toBeLessThanOrEqual(0.02)
    })

  test('hydration keeps the page working: the search box navigates', async ({ page }) => {
    await page.goto('/')
    await expectPageReady(page)
    await page.getByRole('searchbox').first().fill('plombier')
    await page.getByRole('search').first().getByRole('button').click()
    await expect(page).toHaveURL(/\/directory\?q=plombier/)
  })
})
