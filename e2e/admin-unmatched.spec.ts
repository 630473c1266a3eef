import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, signInAsAdmin } from './fixtures'

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
