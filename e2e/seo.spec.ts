import { expect, test } from '@playwright/test'
import { DEMO_PROVIDER_SLUG, expectPageReady } from './fixtures'

/** What a crawler that runs no script sees: the structured data is in the HTML itself. */
test.describe('search engines', () => {
  test('a profile URL carries its JSON-LD and head before any script runs, in en, fr and de', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    for (const [lang, title] of [
      ['en', 'Sanitaire Weber – Plumbing and Heating in Bertrange – LuxPro'],
      ['fr', 'Sanitaire Weber – Plomberie et Chauffage à Bertrange – LuxPro'],
      ['de', 'Sanitaire Weber – Sanitär und Heizung in Bartringen – LuxPro'],
    ] as const) {
      const response = await page.goto(`/providers/${DEMO_PROVIDER_SLUG}?lang=${lang}`)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(title)
      await expect(page.locator('html')).toHaveAttribute('lang', lang)
      const ld = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}',
      )
      expect(ld['@type']).toBe('Plumber')
      expect(ld.name).toBe('Sanitaire Weber')
      expect(ld.aggregateRating.reviewCount).toBeGreaterThan(10)
      const trail = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').nth(1).textContent()) ?? '{}',
      )
      expect(trail['@type']).toBe('BreadcrumbList')
      expect(trail.itemListElement.at(-1).name).toBe('Sanitaire Weber')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/providers/${DEMO_PROVIDER_SLUG}${lang === 'en' ? '$' : `\\?lang=${lang}$`}`),
      )
      await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(4)
    }
    await context.close()
  })

  test('the title a crawler reads stays in the tab once the app runs', async ({ page, request }) => {
    for (const path of [
      `/providers/${DEMO_PROVIDER_SLUG}?lang=de`,
      '/directory?category=plumbing&locality=Bertrange&lang=fr',
    ]) {
      const served = /<title>([^<]*)<\/title>/.exec(await (await request.get(path)).text())?.[1]
      await page.goto(path)
      await expectPageReady(page)
      expect(await page.title()).toBe(served?.replaceAll('&amp;', '&'))
    }
  })

  test('a directory category page lists its providers as structured data', async ({ request }) => {
    const html = await (await request.get('/directory?category=electrical&lang=fr')).text()
    expect(html).toContain('<title>Électricité au Luxembourg')
    expect(html).toContain('"@type":"ItemList"')
    expect(html).toContain('"@type":"Electrician"')
  })

  test('robots.txt and the sitemaps are served', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:')
    const providers = await (await request.get('/sitemap-providers-1.xml')).text()
    expect(providers).toContain(`/providers/${DEMO_PROVIDER_SLUG}</loc>`)
  })

  test('an unknown provider is a real 404', async ({ request }) => {
    expect((await request.get('/providers/no-such-business')).status()).toBe(404)
  })
})
