import { expect, test } from '@playwright/test'
import { expectNoSeriousA11yViolations, expectPageReady, signInAsAdmin } from './fixtures'

test('on a phone, the admin opens the sections from the top bar, picks one, and the page keeps the full width', async ({
  page,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL as string)
  await page.goto('/admin/users?lang=fr')
  await expectPageReady(page)
  const sections = page.getByRole('navigation', { name: 'Rubriques de l’administration' })
  await expect(sections).toBeHidden()
  // No bottom bar, no assistant: the workspace's top bar holds the way around.
  await expect(page.getByRole('navigation', { name: 'Navigation rapide' })).toHaveCount(0)
  await expect(page.getByTestId('assistant-launcher')).toHaveCount(0)
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
  await expectNoSeriousA11yViolations(page)

  const menu = page.getByRole('button', { name: 'Menu des rubriques' })
  await menu.click()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(sections).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await sections.getByRole('link', { name: 'Factures' }).click()
  await expect(page).toHaveURL(/\/admin\/invoices\?lang=fr$/)
  await expect(sections).toBeHidden()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')
})
