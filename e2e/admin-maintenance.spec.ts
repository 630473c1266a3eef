import { expect, test } from '@playwright/test'
import { expectPageReady, signInAsAdmin } from './fixtures'

/*
 * Maintenance mode answers every visitor 503: this file runs alone, after the other browser tests
 * (its own project in playwright.config.ts), so no other test meets the maintenance page.
 */

test('maintenance on: a visitor gets the 503 page in their language, the admin keeps working; then off', async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL as string)
  await page.goto('/admin/settings')
  await expectPageReady(page)
  try {
    await page.getByLabel('Message (French)').fill('LuxPro fait peau neuve. Retour dans une heure.')
    await page.getByRole('button', { name: 'Turn maintenance on' }).click()
    // It asks first, saying what visitors will get.
    const on = page.getByRole('dialog', { name: 'Turn maintenance on now?' })
    await expect(on).toContainText('maintenance page (503)')
    await on.getByRole('button', { name: 'Turn maintenance on' }).click()
    await expect(page.getByText('Maintenance mode is on.')).toBeVisible()

    const visitor = await browser.newContext({ locale: 'fr-FR' })
    const visitorPage = await visitor.newPage()
    const res = await visitorPage.goto('/?lang=fr')
    expect(res?.status()).toBe(503)
    await expect(visitorPage.getByText('LuxPro fait peau neuve. Retour dans une heure.')).toBeVisible()
    const api = await visitorPage.request.get('/api/public/providers/search?q=plombier')
    expect(api.status()).toBe(503)

    await page.goto('/admin/users')
    await expectPageReady(page)
    await expect(
      page.getByText('Maintenance mode is on: visitors and signed-in users see the maintenance page'),
    ).toBeVisible()

    await page.goto('/admin/settings')
    await expectPageReady(page)
    await page.getByRole('button', { name: 'Turn maintenance off' }).click()
    await page
      .getByRole('dialog', { name: 'Turn maintenance off now?' })
      .getByRole('button', { name: 'Turn maintenance off' })
      .click()
    await expect(page.getByText('Maintenance mode is off.')).toBeVisible()
    expect((await visitorPage.goto('/?lang=fr'))?.status()).toBe(200)
    await visitor.close()
  } finally {
    await page.request.put('/api/admin/maintenance', {
      data: { enabled: false },
      headers: { origin: baseURL as string },
    })
  }
})
