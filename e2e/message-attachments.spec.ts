import { expect, test } from '@playwright/test'
import { png } from '@server/test/image-files'
import {
  confirmedAccount,
  DEMO_PROVIDER_SLUG,
  expectNoSeriousA11yViolations,
  expectPageReady,
  signIn,
} from './fixtures'

const BUSINESS = 'contact@sanitaire-weber.lu'

/**
 * The provider keeps its lead page open; the customer attaches a photo to a message from My
 * requests; the provider's page shows the thumbnail without a reload (ADR 058).
 */
test('a photo the customer attaches to a message shows as a thumbnail on the provider’s lead page', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const base = baseURL!
  await confirmedAccount(page.request, base)
  const listing = await page.request.get(`/api/public/providers/${DEMO_PROVIDER_SLUG}`)
  const providerId = ((await listing.json()) as { id: number }).id
  const sent = await page.request.post('/api/quote-requests', {
    headers: { origin: base },
    data: {
      providerIds: [providerId],
      project: {
        name: 'Leaking shower drain',
        category: 'plumbing',
        description: 'Water comes through the ceiling below the shower; the drain seems to leak.',
        location: 'L-8010',
      },
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const requestId = ((await sent.json()) as { requests: Array<{ id: number }> }).requests[0]!.id

  const providerContext = await browser.newContext({ baseURL: base })
  await signIn(providerContext.request, base, BUSINESS)
  const provider = await providerContext.newPage()
  await provider.goto(`/business/quote-requests/${requestId}`)
  await expectPageReady(provider)
  await expect(provider.locator('html[data-live-events="ready"]')).toHaveCount(1, { timeout: 15_000 })

  await page.goto('/my-requests')
  await expectPageReady(page)
  await page.getByRole('button', { name: /^Messages/ }).click()
  await page
    .getByLabel('Attach photos or PDFs')
    .setInputFiles({ name: 'ceiling.png', mimeType: 'image/png', buffer: png(64) })
  await expect(page.getByRole('button', { name: 'Remove ceiling.png' })).toBeVisible()
  await page.getByLabel('Your message').fill('The stain on the ceiling below.')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('img', { name: 'Photo ceiling.png' })).toBeVisible()

  const thumbnail = provider.getByRole('img', { name: 'Photo ceiling.png' })
  await expect(thumbnail).toBeVisible({ timeout: 10_000 })
  await expect(provider.getByText('The stain on the ceiling below.')).toBeVisible()
  // Loaded through the provider's own access (a resized copy, never enlarged past 64 px).
  await expect
    .poll(() =>
      thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.currentSrc),
    )
    .toMatch(new RegExp(`/api/quote-requests/${requestId}/attachments/\\d+\\?v=(avif|webp)-64$`))
  // The thread with its files and the composer with its attach control.
  await expectNoSeriousA11yViolations(provider)
  await providerContext.close()
})
