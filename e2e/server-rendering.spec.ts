import { expect, test } from '@playwright/test'
import {
  DEMO_PROVIDER_SLUG,
  expectLayoutStable,
  expectPageReady,
  expectSettled,
  watchConsole,
  watchLayoutShifts,
} from './fixtures'

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

  // pages.spec.ts checks the same on its one visit to every public page; these are the pages of this
  // list it does not visit (an unknown provider's page in German, with its own heading).
  for (const { path, heading } of [
    { path: '/directory?q=plombier&locality=Esch-sur-Alzette' },
    { path: '/?v=B' },
    { path: '/providers/nobody-at-all?lang=de', heading: 'Anbieter nicht gefunden' },
  ])
    test(`${path} hydrates without a console error or warning, and without a layout shift`, async ({
      page,
    }) => {
      const messages = watchConsole(page)
      await watchLayoutShifts(page)
      await page.goto(path)
      await expectSettled(page)
      if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expectLayoutStable(page)
      expect(messages).toEqual([])
    })

  test('hydration keeps the page working: the search box navigates', async ({ page }) => {
    await page.goto('/')
    await expectPageReady(page)
    await page.getByRole('searchbox').first().fill('plombier')
    await page.getByRole('search').first().getByRole('button').click()
    await expect(page).toHaveURL(/\/directory\?q=plombier/)
  })
})
