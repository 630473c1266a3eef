import { type Browser, expect, test } from '@playwright/test'
import {
  confirmedAccount,
  expectNoSeriousA11yViolations,
  expectPageReady,
  mailLink,
  uniqueEmail,
} from './fixtures'

/**
 * Money is clear and the provider sees the job, in French: the provider's lead page
 * carries the job (description, place with its commune, timeline, budget, the estimate the customer
 * saw); the quote form states the VAT rate with its condition and shows HT / TVA / TTC live; the
 * customer's comparison compares HT, TVA and TTC side by side.
 */

const NNBSP = /[\s\u00a0\u202f]/

/** The provider's page from the link in its request email (no account needed). */
async function openLead(browser: Browser, providerEmail: string, requestId: number) {
  const context = await browser.newContext({ locale: 'fr-LU' })
  const page = await context.newPage()
  await page.goto('/health')
  await page.goto(`${await mailLink(page.request, providerEmail, `/quote-requests/${requestId}?`)}&lang=fr`)
  await expectPageReady(page)
  return page
}

test('a French quote shows HT / TVA / TTC, and the lead page shows the job', async ({ page, browser }) => {
  test.setTimeout(150_000)
  await page.goto('/health')
  const origin = new URL(page.url()).origin
  await confirmedAccount(page.request, origin, {
    email: uniqueEmail('vat'),
    name: 'Léa Thill',
    language: 'fr',
  })
  const painters = (await (
    await page.request.get('/api/public/providers/search?category=painting&locality=Strassen&sort=distance')
  ).json()) as { items: Array<{ id: number; slug: string }> }
  const chosen = painters.items.slice(0, 2)
  const name = `Repeindre le couloir ${Math.random().toString(36).slice(2, 7)}`
  const description =
    'Couloir et cage d’escalier, environ 45 m² de murs, deux couches de blanc, fissures à reboucher.'
  const sent = await page.request.post('/api/quote-requests', {
    headers: { origin },
    data: {
      providerIds: chosen.map((p) => p.id),
      project: {
        name,
        category: 'painting',
        description,
        location: 'Bertrange',
        budgetLow: 1500,
        budgetHigh: 3000,
        timeline: 'within_month',
      },
    },
  })
  expect(sent.status(), await sent.text()).toBe(201)
  const { requests } = (await sent.json()) as { requests: Array<{ id: number; providerId: number }> }

  const emails: string[] = []
  for (const p of chosen)
    emails.push(
      ((await (await page.request.get(`/api/public/providers/${p.slug}`)).json()) as { email: string }).email,
    )

  // Provider 1 reads the job on the lead page, marks TVA-logement and sees the totals move.
  const lead = await openLead(browser, emails[0] ?? '', requests[0]?.id ?? 0)
  await expect(lead.getByRole('heading', { name })).toBeVisible()
  await expect(lead.getByText(description)).toBeVisible()
  const summary = lead.locator('dl').first()
  await expect(summary).toContainText('Bertrange')
  await expect(summary).toContainText('Sous un mois')
  await expect(summary).toContainText(/1\s?500\s–\s3\s?000\s€/)
  await expect(summary).toContainText('Estimation vue par le client')
  await expect(lead).toHaveTitle(new RegExp(name))

  await lead.getByLabel('Coût des matériaux (€)').fill('420,50')
  await lead.getByLabel('Coût de la main-d’œuvre (€)').fill('1680')
  await expect(lead.getByText('Total HT')).toBeVisible()
  await expect(lead.getByTestId('quote-net')).toHaveText(/^2\s?100,50\s€$/)
  await expect(lead.getByTestId('quote-vat')).toHaveText(/^357,09\s€$/)
  await expect(lead.getByRole('status', { name: 'Total TTC' })).toHaveText(/^2\s?457,59\s€$/)
  const housing = lead.getByRole('radio', { name: /3\s%\s— TVA-logement/ })
  await expect(lead.getByText(/habitation principale du client/)).toBeVisible()
  await housing.check()
  await expect(lead.getByTestId('quote-vat')).toHaveText(/^63,02\s€$/)
  await expect(lead.getByText(/^TVA 3\s%$/)).toBeVisible()
  await expect(lead.getByRole('status', { name: 'Total TTC' })).toHaveText(/^2\s?163,52\s€$/)
  await expectNoSeriousA11yViolations(lead)
  await lead.getByRole('button', { name: 'Envoyer le devis' }).click()
  await expect(lead.getByText('Votre devis a été envoyé au client.').first()).toBeVisible()
  await expect(lead.getByText(/3\s% — TVA-logement/).first()).toBeVisible()

  // Provider 2 quotes at the standard rate.
  const lead2 = await openLead(browser, emails[1] ?? '', requests[1]?.id ?? 0)
  await lead2.getByLabel('Coût des matériaux (€)').fill('300')
  await lead2.getByLabel('Coût de la main-d’œuvre (€)').fill('1500')
  await lead2.getByRole('button', { name: 'Envoyer le devis' }).click()
  await expect(lead2.getByText('Votre devis a été envoyé au client.').first()).toBeVisible()

  // The customer compares like with like: HT, TVA (with its rate) and TTC for each quote.
  await page.goto('/my-requests?lang=fr')
  await expectPageReady(page)
  const compare = page.getByRole('region', { name: 'Comparer les devis' }).first()
  await expect(compare).toBeVisible()
  // biome-ignore lint/performance/useDomNodeTextContent: the text a person sees, not hidden nodes
  const text = (await compare.innerText()).replace(new RegExp(NNBSP.source, 'g'), ' ')
  expect(text).toContain('Total HT')
  expect(text).toContain('Total TTC')
  expect(text).toMatch(/63,02 € \(3 %\)/)
  expect(text).toMatch(/306,00 € \(17 %\)/)
  expect(text).toContain('2 163,52 €')
  expect(text).toContain('2 106,00 €') // 1 800 € HT + 17 %
  await expectNoSeriousA11yViolations(page)
})
