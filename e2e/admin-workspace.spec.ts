import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, signInAsAdmin } from './fixtures'

test('the admin works in a workspace of its own: sections at the side, no site header, footer or assistant; the logo leads back to the site', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL as string)
  await page.goto('/admin/users')
  await expectPageReady(page)
  const topBar = page.getByRole('banner')
  await expect(topBar.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible()
  const sections = page.getByRole('navigation', { name: 'Administration sections' })
  await expect(sections.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Users' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByTestId('assistant-launcher')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The first Tab reaches the skip link, which moves focus to the page.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  await sections.getByRole('link', { name: 'Invoices' }).click()
  await expect(page).toHaveURL(/\/admin\/invoices$/)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toBeVisible()

  await topBar.getByRole('link', { name: 'LuxPro home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expectPageReady(page)
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeAttached()
  // Attached: on the landing it steps aside (invisible) while it would lie over a link.
  await expect(page.getByTestId('assistant-launcher')).toBeAttached({ timeout: 15_000 })
})
