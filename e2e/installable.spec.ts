import { expect, test } from '@playwright/test'
import { expectPageReady } from './fixtures'

test.use({ serviceWorkers: 'allow' })

test.describe('installable app', () => {
  test('every page links a web app manifest with a name, icons and a theme colour', async ({
    page,
    request,
  }) => {
    // Linked once the page has painted, with the app that installing needs (ADR 034).
    await page.goto('/directory')
    await expectPageReady(page)
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
    const manifest = await (await request.get('/manifest.webmanifest')).json()
    expect(manifest).toMatchObject({ short_name: 'LuxPro', start_url: '/', display: 'standalone' })
    expect(manifest.theme_color).toMatch(/^#[0-9A-Fa-f]{6}$/)
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes)
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']))
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await request.get(icon.src)
      expect(response.ok(), icon.src).toBe(true)
      expect(response.headers()['content-type']).toContain(icon.type)
    }
  })

  test('after a first visit, a page asked for offline shows the offline page in the visitor’s language', async ({
    page,
    context,
  }) => {
    await page.goto('/directory?lang=fr')
    await expectPageReady(page)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    await expectPageReady(page)
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)

    // The app's code came from the network once and is kept; no API answer ever is.
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys())
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      return urls
    })
    expect(cached.some((path) => path.startsWith('/assets/'))).toBe(true)
    expect(cached).toContain('/offline/fr.html')
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([])

    await context.setOffline(true)
    await page.goto('/providers/sanitaire-weber-bertrange')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vous êtes hors ligne')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
    await expect(page.getByRole('link', { name: 'Réessayer' })).toBeVisible()
    await context.setOffline(false)
  })
})
