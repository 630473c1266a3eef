import { expect, test } from '@playwright/test'
import { expectPageReady } from './fixtures'
import { sidewaysOverflow } from './layers'

test.describe('shell at phone and desktop width', () => {
  test('the bottom navigation bar holds Home, Directory, Assistant, Requests, Account on a phone', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone layout only')
    await page.goto('/')
    await expectPageReady(page)
    const bar = page.getByRole('navigation', { name: 'Quick navigation' })
    await expect(bar).toBeVisible()
    for (const name of ['Home', 'Directory', 'Assistant', 'Requests', 'Account']) {
      await expect(bar.getByRole('link', { name })).toBeVisible()
    }
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden()
    // The header's Sign in is there once the session check answers, and left to the bar's Account.
    const headerSignIn = page.getByRole('banner').locator('a[href^="/auth"]')
    await expect(headerSignIn).toHaveCount(1)
    await expect(headerSignIn).toBeHidden()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
    await bar.getByRole('link', { name: 'Directory' }).click()
    await expect(page).toHaveURL(/\/directory$/)
  })

  test('the header navigation replaces the bottom bar on a desktop', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop layout only')
    await page.goto('/')
    await expectPageReady(page)
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Quick navigation' })).toBeHidden()
  })

  test('skip links move focus to the main content', async ({ page, isMobile }) => {
    test.skip(isMobile, 'a keyboard: once, on the desktop')
    await page.goto('/how-it-works')
    await expectPageReady(page)
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main-content$/)
  })
})

test('the chat explains Enter and Shift+Enter only where a keyboard has them', async ({ page }, info) => {
  await page.goto('/how-it-works')
  await expectPageReady(page)
  if (info.project.name === 'phone') {
    // A phone has no floating button: the bottom navigation's Assistant opens the chat.
    await expect(page.getByTestId('assistant-launcher')).toBeAttached()
    await page
      .getByRole('navigation', { name: 'Quick navigation' })
      .getByRole('link', { name: 'Assistant' })
      .click()
  } else {
    await page.getByTestId('assistant-launcher').click()
  }
  const widget = page.getByTestId('assistant-widget')
  await expect(widget.getByRole('textbox', { name: 'Your message' })).toBeVisible()
  const hint = widget.getByText('Enter sends, Shift+Enter starts a new line.')
  // The phone project has a touch screen (pointer: coarse), whose keyboard's Enter key sends.
  if (info.project.name === 'phone') await expect(hint).toHaveCount(0)
  else await expect(hint).toBeVisible()
})

test('the directory map fits a 390 px phone without scrolling sideways', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only')
  await page.goto('/directory?view=map&category=plumbing')
  await expectPageReady(page)
  await expect(page.getByRole('region', { name: /^Map of Luxembourg/ })).toBeVisible()
  await expect(page.locator('.lux-map-cluster, .lux-map-pin').first()).toBeVisible()
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
})

test('on a 390 px phone the bottom bar opens the chat full screen', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only')
  await page.goto('/how-it-works')
  await expectPageReady(page)
  // The launcher's code (hidden on a phone) is what opens the chat in place.
  await expect(page.getByTestId('assistant-launcher')).toBeAttached()
  await page
    .getByRole('navigation', { name: 'Quick navigation' })
    .getByRole('link', { name: 'Assistant' })
    .click()
  const widget = page.getByTestId('assistant-widget')
  await expect(widget).toBeVisible()
  await expect(page).toHaveURL(/\/how-it-works$/)
  const box = await widget.boundingBox()
  expect(box?.width).toBe(390)
  expect(box?.height).toBe(844)
  await expect(widget.getByRole('textbox', { name: 'Your message' })).toBeFocused()
  await widget.getByRole('button', { name: 'Close the assistant' }).click()
  await expect(widget).toHaveCount(0)
})
