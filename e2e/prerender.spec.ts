import { expect, test } from '@playwright/test'
import { expectPageReady } from './fixtures'

test.describe('pre-rendered pages', () => {
  test('the landing page HTML carries its content in the visitor language before any script runs', async ({
    request,
  }) => {
    const english = await (await request.get('/')).text()
    expect(english).toContain('Describe your project. Get a price range and up to five trusted local pros.')
    expect(english).toContain('<html lang="en"')
    const german = await (await request.get('/', { headers: { 'accept-language': 'de-LU,de;q=0.9' } })).text()
    expect(german).toContain('<html lang="de"')
    expect(german).toContain('Beschreiben Sie Ihr Projekt.')
    const french = await (await request.get('/how-it-works?lang=fr')).text()
    expect(french).toContain('<html lang="fr"')
    expect(english).not.toMatch(/<script>/)
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

  test('the landing page reads without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Describe your project/)
    await expect(page.getByRole('link', { name: 'Plumbing' })).toBeVisible()
    await context.close()
  })

  test('hydration keeps the page working: the search box navigates', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text())
    })
    await page.goto('/')
    await expectPageReady(page)
    await page.getByRole('searchbox').first().fill('plombier')
    await page.getByRole('search').first().getByRole('button').click()
    await expect(page).toHaveURL(/\/directory\?q=plombier/)
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([])
  })
})
