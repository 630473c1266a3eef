import { expect, type Page, test } from '@playwright/test'
import { DEMO_ACCOUNT_PASSWORD, expectNoSeriousA11yViolations, expectPageReady } from './fixtures'

/** The demo admin, signed in through the API on the page's own cookie jar. */
async function signInAsAdmin(page: Page, baseURL: string) {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: 'admin@luxpro.lu', password: DEMO_ACCOUNT_PASSWORD },
    headers: { origin: baseURL },
  })
  expect(res.ok(), await res.text()).toBe(true)
}

test.describe('admin: unmatched requests', () => {
  test('lists what the assistant could not match, filters by category and pages through', async ({
    page,
    baseURL,
  }) => {
    await signInAsAdmin(page, baseURL as string)
    await page.goto('/admin/unmatched-requests')
    await expectPageReady(page)
    await expect(page.getByRole('heading', { name: 'Unmatched requests', level: 2 })).toBeVisible()
    const table = page.getByRole('table', { name: 'Unmatched requests' })
    await expect(table.getByText('Wir möchten eine Sauna im Keller einbauen lassen')).toBeVisible()
    await expect(table.getByText('Looking for someone to move two beehives')).toBeVisible()

    await page.getByLabel('Category').selectOption({ label: 'Pest control' })
    await expect(page).toHaveURL(/category=pest-control/)
    await expect(table.getByRole('row')).toHaveCount(2)
    await expect(table.getByText('Looking for someone to move two beehives')).toBeVisible()
    await expect(page.getByText('1 request', { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByLabel('Category').selectOption({ label: 'Legal services' })
    await expect(page.getByText('No unmatched requests in this category.')).toBeVisible()
  })

  test('in German', async ({ page, baseURL }) => {
    await signInAsAdmin(page, baseURL as string)
    await page.goto('/admin/unmatched-requests?lang=de')
    await expectPageReady(page)
    await expect(page.getByRole('heading', { name: 'Anfragen ohne Treffer', level: 2 })).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Kategorie' })).toBeVisible()
    await expect(page.getByLabel('Kategorie')).toHaveValue('')
    await expect(page.getByRole('cell', { name: 'Schädlingsbekämpfung' })).toBeVisible()
  })
})
