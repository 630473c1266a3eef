import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, signInAsAdmin } from './fixtures'

test('analytics: the funnel on the commune map, read with the keyboard, as a table and per canton', async ({
  page,
  baseURL,
}) => {
  // The axe check reads a page of charts and 100 commune shapes: on a slow 2-core host this walk passed 30 s.
  test.slow()
  await signInAsAdmin(page, baseURL as string)
  await page.goto('/admin/analytics?lang=en')
  await expectPageReady(page)
  const card = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'The funnel on the map' }) })
  const map = card.getByRole('group', { name: /Map of Luxembourg's communes: Requests sent/ })
  await expect(map.getByRole('img')).toHaveCount(100)
  // Seeded history: some communes are shaded by their requests.
  const shaded = await map.locator('path[fill="#075985"]').count()
  expect(shaded).toBeGreaterThan(0)

  // One tab stop into the map, then the arrow keys go from commune to commune and read it out.
  await map.getByRole('img').first().focus()
  await page.keyboard.press('ArrowRight')
  const focused = page.locator(':focus')
  await expect(focused).toHaveAttribute('aria-label', /^.+ \(canton .+\): [\d,]+ · Requests sent$/)
  await expect(card.locator('[aria-live="polite"]')).toContainText('Requests sent')
  await expectNoSeriousA11yViolations(page)

  await card.getByRole('combobox').nth(1).selectOption('canton')
  await expect(map.getByRole('img').first()).toHaveAttribute('aria-label', /^Canton .+: /)
  await card.getByRole('button', { name: 'Table view' }).click()
  await expect(card.getByRole('table').getByRole('row')).toHaveCount(13)
})
