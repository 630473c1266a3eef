import { expect, test } from '@playwright/test'
import { confirmedAccount, expectNoSeriousA11yViolations } from './fixtures'

/** What a phone's mail app shows of the confirmation email, read in the browser as its HTML part. */
async function openConfirmationEmail(page: import('@playwright/test').Page, baseURL: string) {
  const email = await confirmedAccount(page.request, baseURL, { language: 'de', signedIn: false })
  const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  const items = (await res.json()).items as Array<{ id: number; template: string }>
  const mail = items.find((item) => item.template === 'verify-email')
  if (!mail) throw new Error('no confirmation email')
  await page.goto(`/dev/mailbox/${mail.id}/html`)
}

/**
 * Every piece of text the reader can see, with the contrast of its colour against the background it
 * is drawn on (the nearest painted one), and how dark the page is.
 */
function readColours() {
  const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number)
  const luminance = (value: string) => {
    const [r = 0, g = 0, b = 0] = rgb(value).map((c) => {
      const s = c / 255
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
    })
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const painted = (element: Element | null): string => {
    for (let at = element; at; at = at.parentElement) {
      const background = getComputedStyle(at).backgroundColor
      const alpha = rgb(background)[3]
      if (background !== 'transparent' && alpha !== 0) return background
    }
    return 'rgb(255, 255, 255)'
  }
  const low: string[] = []
  for (const element of document.body.querySelectorAll('*')) {
    const text = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('')
      .trim()
    if (!text || element.getClientRects().length === 0 || getComputedStyle(element).opacity === '0') continue
    const [light, dark] = [luminance(getComputedStyle(element).color), luminance(painted(element))].sort(
      (a, b) => b - a,
    )
    const ratio = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
    if (ratio < 4.5) low.push(`${text.slice(0, 40)}: ${ratio.toFixed(2)}`)
  }
  return {
    pageLuminance: luminance(painted(document.body)),
    low,
    scrollWidth: document.documentElement.scrollWidth,
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`an email in ${colorScheme} mode on a phone`, () => {
    test.use({ colorScheme, viewport: { width: 375, height: 800 } })

    test('is branded, readable everywhere and has one button to the site', async ({ page, baseURL }) => {
      await openConfirmationEmail(page, baseURL as string)
      await expect(page.getByText('LuxPro', { exact: true })).toBeVisible()
      const button = page.getByRole('link', { name: 'E-Mail-Adresse bestätigen' })
      await expect(button).toBeVisible()
      expect(await button.getAttribute('href')).toMatch(
        new RegExp(`^${baseURL}/api/auth/verify-email\\?token=`),
      )
      await expect(page.getByText(/RCS Luxembourg B 287341/)).toBeVisible()
      const colours = await page.evaluate(readColours)
      if (colorScheme === 'dark') expect(colours.pageLuminance).toBeLessThan(0.05)
      else expect(colours.pageLuminance).toBeGreaterThan(0.8)
      expect(colours.low).toEqual([])
      expect(colours.scrollWidth).toBeLessThanOrEqual(375)
      await expectNoSeriousA11yViolations(page)
    })
  })
}
