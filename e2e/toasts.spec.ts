import { expect, test } from '@playwright/test'
import { expectPageReady } from './fixtures'

test.describe('toasts (product §4, §9)', () => {
  test('the contact form confirms with a toast: top-right, a close button, dismissed by it', async ({
    page,
  }) => {
    await page.goto('/contact')
    await expectPageReady(page)
    await page.getByLabel('Name').fill('Marie Kieffer')
    await page.getByLabel('Email').fill('marie.kieffer@example.lu')
    await page.getByLabel('Your message').fill('Do you have a roofer near Clervaux for an urgent repair?')
    await page.getByRole('button', { name: /send/i }).click()
    const toast = page.locator('[data-sonner-toast]').first()
    await expect(toast).toBeVisible()
    await expect(page.getByLabel('Your message')).toHaveValue('')
    // Top-right, 356 px wide, with a close button (how many show at once and for how long:
    // src/web/app/toaster.test.tsx).
    const toaster = page.locator('[data-sonner-toaster]')
    await expect(toaster).toHaveAttribute('data-y-position', 'top')
    await expect(toaster).toHaveAttribute('data-x-position', 'right')
    const box = await toast.boundingBox()
    const viewport = page.viewportSize()
    expect(box && viewport && box.x + box.width > viewport.width * 0.6).toBe(true)
    expect(Math.round(box?.width ?? 0)).toBe(356)
    // Below the header, never over the navigation (once it has slid in: it enters from above).
    const header = await page.getByRole('banner').boundingBox()
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY))
    await toast.hover()
    await toast.getByRole('button', { name: /close/i }).click()
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0)
  })

  test.describe('on a phone in demo mode', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

    test('one toast at a time, below the header the demo banner makes taller', async ({ page }) => {
      await page.goto('/contact?demo=1')
      await expectPageReady(page)
      await expect(page.getByTestId('demo-banner')).toBeVisible()
      for (const n of [1, 2]) {
        await page.getByLabel('Name').fill('Marie Kieffer')
        await page.getByLabel('Email').fill(`marie.kieffer.${n}@example.lu`)
        await page.getByLabel('Your message').fill('Do you have a roofer near Clervaux for an urgent repair?')
        await page.getByRole('button', { name: /send/i }).click()
        await expect(page.locator('[data-sonner-toast]')).toHaveCount(n)
      }
      await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1)
      const toast = page.locator('[data-sonner-toast][data-visible="true"]')
      const header = await page.getByRole('banner').boundingBox()
      expect(header?.height ?? 0).toBeGreaterThan(64)
      await expect
        .poll(async () => (await toast.boundingBox())?.y ?? 0)
        .toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? Number.POSITIVE_INFINITY))
    })
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
