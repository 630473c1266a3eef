import { expect, type Page, test } from '@playwright/test'
import { DEMO_ACCOUNT_PASSWORD, expectPageReady } from './fixtures'

/*
 * Maintenance mode answers every visitor 503: this file runs alone, after the other browser tests
 * (its own project in playwright.config.ts), so no other test meets the maintenance page.
 */

async function signInAsAdmin(page: Page, baseURL: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@luxpro.lu', password: DEMO_ACCOUNT_PASSWORD },
    headers: { origin: baseURL },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

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
