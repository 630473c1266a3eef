import { expect, test } from '@playwright/test'
import { expectPageReady } from './fixtures'

test.describe('toasts (product §4, §9)', () => {
  test('appear top-right with a close button and can be dismissed', async ({ page }) => {
    await page.goto('/loading-states')
    await expectPageReady(page)
    await page.getByRole('button', { name: /success toast/i }).click()
    const toaster = page.locator('[data-sonner-toaster]')
    await expect(toaster).toHaveAttribute('data-y-position', 'top')
    await expect(toaster).toHaveAttribute('data-x-position', 'right')
    const toast = page.locator('[data-sonner-toast]').first()
    await expect(toast).toBeVisible()
    const box = await toast.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.x + box.width > viewport.width * 0.6).toBe(true)
    expect(Math.round(box?.width ?? 0)).toBe(356)
    await toast.hover()
    await toast.getByRole('button', { name: /close/i }).click()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })

  test('disappear by themselves after about 4 seconds and show at most 3 at once', async ({ page }) => {
    await page.goto('/loading-states')
    await expectPageReady(page)
    for (const kind of [/success toast/i, /error toast/i, /info toast/i, /warning toast/i]) {
      await page.getByRole('button', { name: kind }).click()
    }
    await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(3)
    await page.mouse.move(5, 400)
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  })

  test('the contact form confirms with a toast after storing the message', async ({ page }) => {
    await page.goto('/contact')
    await expectPageReady(page)
    await page.getByLabel('Name').fill('Marie Kieffer')
    await page.getByLabel('Email').fill('marie.kieffer@example.lu')
    await page.getByLabel('Your message').fill('Do you have a roofer near Clervaux for an urgent repair?')
    await page.getByRole('button', { name: /send/i }).click()
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible()
    await expect(page.getByLabel('Your message')).toHaveValue('')
  })

  test('the contact form shows field errors instead of sending bad input', async ({ page }) => {
    await page.goto('/contact')
    await expectPageReady(page)
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByRole('button', { name: /send/i }).click()
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })
})
