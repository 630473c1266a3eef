import { expect, test } from '@playwright/test'
import { confirmedAccount, DEMO_PROVIDER_SLUG, expectPageReady, signIn } from './fixtures'

const BUSINESS = 'contact@sanitaire-weber.lu'

/**
 * Live updates (ADR 058): the customer keeps "My requests" open; the provider answers in a browser
 * of its own; the quote shows on the customer's page within seconds, without a reload.
 */
test('a quote sent by the provider appears on the customer’s open page without a reload', async ({
  page,
  browser,
  baseURL,
}) => {
  const base = baseURL!
  await confirmedAccount(page.request, base)
  const listing = await page.request.get(`/api/public/providers/${DEMO_PROVIDER_SLUG}`)
  const providerId = ((await listing.json()) as { id: number }).id
  const sent = await page.request.post('/api/quote-requests', {
    headers: { origin: base },
    data: {
      providerIds: [providerId],
      project: {
        name: 'Replace the bathroom tap',
        category: 'plumbing',
        description: 'The bathroom tap drips; replace it with a mixer tap of the same size.',
        location: 'L-8010',
        budgetLow: 150,
        budgetHigh: 400,
        timeline: 'within_month',
      },
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const requestId = ((await sent.json()) as { requests: Array<{ id: number }> }).requests[0]!.id

  await page.goto('/my-requests')
  await expectPageReady(page)
  await expect(page.getByText('Replace the bathroom tap')).toBeVisible()
  await expect(page.getByText('Quote received')).toHaveCount(0)
  // The stream is listening: what happens from now on reaches this page.
  await expect(page.locator('html[data-live-events="ready"]')).toHaveCount(1, { timeout: 15_000 })
  await page.evaluate(() => {
    ;(window as unknown as { notReloaded: boolean }).notReloaded = true
  })

  const provider = await browser.newContext({ baseURL: base })
  await signIn(provider.request, base, BUSINESS)
  const answered = await provider.request.post(`/api/quote-requests/${requestId}/quote`, {
    headers: { origin: base },
    data: {
      clientName: 'Lea Thill',
      startDate: '2026-12-07',
      completionDate: '2026-12-08',
      materialsCost: 120,
      laborCost: 180,
      message: 'Mixer tap included.',
      validUntil: '2026-12-31',
    },
  })
  expect(answered.status(), await answered.text()).toBe(200)
  await provider.close()

  await expect(page.getByText('Quote received')).toBeVisible({ timeout: 5_000 })
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
})
