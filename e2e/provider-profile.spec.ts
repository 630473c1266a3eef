import { expect, type Page, test } from '@playwright/test'
import { luxembourgToday } from '@shared/format/date-time'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { trustClaims } from '@shared/providers/trust-claims'
import { DEMO_ACCOUNT_PASSWORD, DEMO_PROVIDER_SLUG, expectHydrated, expectPageReady } from './fixtures'

const PROFILE_PATH = `/providers/${DEMO_PROVIDER_SLUG}`

/** The profile as the API serves it: the page must show what the data says, whatever the seed chose. */
async function loadProfile(page: Page): Promise<ProviderProfile> {
  const response = await page.request.get(`/api/public/providers/${DEMO_PROVIDER_SLUG}`)
  expect(response.ok()).toBe(true)
  return (await response.json()) as ProviderProfile
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const telHref = (phone: string) => `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/auth')
  await expectPageReady(page)
  await page.getByLabel('Email address').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => url.pathname !== '/auth')
}

test.describe('provider profile', () => {
  test('shows the header with rating and badges, the rating breakdown and the reviews', async ({ page }) => {
    const profile = await loadProfile(page)
    await page.goto(PROFILE_PATH)
    await expectPageReady(page)

    await expect(page.getByRole('heading', { level: 1, name: profile.name })).toBeVisible()
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(profile.name)} – .+ – LuxPro$`))
    await expect(page.getByRole('button', { name: 'Request a quote' })).toBeVisible()

    const badges = page.getByRole('list', { name: 'Trust badges' })
    // Exactly the claims the stored facts support (the same shared rule the page uses).
    const claims = trustClaims(profile.verification, luxembourgToday())
    const expected = [
      claims.some((c) => c.id === 'insurance') && 'Insurance certificate reviewed by LuxPro on',
      claims.some((c) => c.id === 'rcs_extract') && 'RCS extract reviewed',
      claims.some((c) => c.id === 'permit') && 'Establishment permit reviewed',
      claims.some((c) => c.id === 'vat_check_digits') &&
        `VAT number ${profile.vatNumber}: check digits valid`,
      profile.premium && 'Premium member',
    ].filter((label): label is string => Boolean(label))
    expect(expected.length).toBeGreaterThan(0)
    for (const label of expected) await expect(badges).toContainText(label)
    await expect(badges).not.toContainText('Verified business')
    // What each badge means is on the page, not in a hover-only tooltip.
    const checks = page.getByRole('region', { name: 'What LuxPro checked' })
    if (claims.some((c) => c.id === 'vat_check_digits'))
      await expect(checks).toContainText(
        'That alone does not show it is registered with the tax authorities.',
      )

    const reviews = page.getByRole('region', { name: 'Reviews', exact: true })
    const breakdown = reviews.getByRole('list', { name: 'Rating breakdown' })
    await expect(breakdown.getByRole('listitem')).toHaveCount(5)
    await expect(breakdown.getByRole('listitem').first()).toContainText('5 stars')

    const list = reviews.getByRole('list', { name: `Reviews of ${profile.name}` })
    const firstPage = profile.reviews.items
    expect(firstPage.length).toBeGreaterThan(0)
    await expect(list.getByRole('article')).toHaveCount(firstPage.length)
    await expect(list.getByRole('article').first()).toContainText(
      firstPage[0]!.authorName ?? 'LuxPro customer',
    )
    await expect(list.getByRole('article').first()).toContainText(firstPage[0]!.text)

    if (profile.reviews.total > firstPage.length) {
      const more = reviews.getByRole('button', { name: 'More reviews' })
      await expectHydrated(more)
      await more.click()
      await expect(list.getByRole('article')).toHaveCount(
        Math.min(profile.reviews.total, firstPage.length + profile.reviews.pageSize),
      )
      // Keyboard users continue reading at the first review that was added.
      await expect(list.getByRole('article').nth(firstPage.length)).toBeFocused()
    }

    await expect(reviews.getByText(/Worked with .+ through LuxPro\?/)).toBeVisible()
    await expect(reviews.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth?redirect=${encodeURIComponent(PROFILE_PATH)}`,
    )
    await reviews.getByRole('link', { name: 'How reviews work on LuxPro' }).click()
    await expect(page).toHaveURL(/\/review-policy$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Review policy' })).toBeVisible()
  })

  test('shows services with prices, opening hours, languages and the map', async ({ page }) => {
    const profile = await loadProfile(page)
    await page.goto(PROFILE_PATH)
    await expectPageReady(page)

    const services = page.getByRole('region', { name: 'Services and prices' })
    for (const service of profile.services)
      await expect(
        services.getByRole('heading', { level: 3, name: service.name.en, exact: true }),
      ).toBeVisible()
    const priced = profile.services.find((service) => service.priceFrom !== null && service.priceTo !== null)
    if (priced && priced.priceFrom !== priced.priceTo)
      await expect(services).toContainText(/€[\d,]+\s–\s€[\d,]+/)

    const hours = page.getByRole('region', { name: 'Opening hours' })
    if (profile.openingHours) {
      await expect(hours.getByRole('row')).toHaveCount(7)
      await expect(hours.getByRole('row').first()).toContainText('Monday')
      await expect(hours.locator('tr[aria-current="date"]')).toHaveCount(1)
    }
    if (profile.languages.includes('lb'))
      await expect(page.getByRole('region', { name: 'Languages spoken' })).toContainText('Luxembourgish')

    // The map loads as the visitor scrolls towards it, at the foot of the page.
    const map = page.getByRole('region', {
      name: `Map of Luxembourg showing where ${profile.name} is based: ${profile.locality}`,
    })
    await expect(map).toHaveCount(0)
    await page.getByRole('region', { name: 'Location and service area' }).scrollIntoViewIfNeeded()
    await expect(map).toBeVisible()
  })

  test('the gallery opens in a lightbox, arrows browse it and Escape closes it', async ({ page }) => {
    const profile = await loadProfile(page)
    // The demo data is deterministic: this provider has several photos; fewer means the seed broke.
    expect(profile.gallery.length).toBeGreaterThanOrEqual(2)
    await page.goto(PROFILE_PATH)
    await expectPageReady(page)

    const count = profile.gallery.length
    const first = page.getByRole('button', {
      name: `Open photo 1 of ${count}: ${profile.gallery[0]!.alt.en}`,
    })
    await expectHydrated(first)
    await first.click()
    const lightbox = page.getByRole('dialog', { name: `Photo 1 of ${count}` })
    await expect(lightbox).toBeVisible()
    await expect(lightbox.getByRole('img', { name: profile.gallery[0]!.alt.en })).toBeVisible()

    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('dialog', { name: `Photo 2 of ${count}` })).toBeVisible()
    await expect(
      page.getByRole('dialog').getByRole('img', { name: profile.gallery[1]!.alt.en }),
    ).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect(page.getByRole('dialog', { name: `Photo ${count} of ${count}` })).toBeVisible()

    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(first).toBeFocused()

    await first.click()
    await page.getByRole('dialog').getByRole('button', { name: 'Next photo' }).click()
    await expect(page.getByRole('dialog', { name: `Photo 2 of ${count}` })).toBeVisible()
    await page.getByRole('button', { name: 'Close photos' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })

  test('contact links call, email and open the website safely', async ({ page }) => {
    const profile = await loadProfile(page)
    await page.goto(PROFILE_PATH)
    await expectPageReady(page)
    const contact = page.getByRole('region', { name: 'Contact', exact: true })

    if (profile.phone) {
      await expect(contact.getByRole('link', { name: profile.phone })).toHaveAttribute(
        'href',
        telHref(profile.phone),
      )
      await expect(
        page.getByRole('link', { name: `Call ${profile.name} on ${profile.phone}` }),
      ).toHaveAttribute('href', telHref(profile.phone))
    }
    if (profile.email) {
      await expect(contact.getByRole('link', { name: profile.email })).toHaveAttribute(
        'href',
        `mailto:${profile.email}`,
      )
    }
    if (profile.website) {
      const website = contact.getByRole('link', { name: /opens in a new tab/ })
      await expect(website).toHaveAttribute('href', new URL(profile.website).href)
      await expect(website).toHaveAttribute('target', '_blank')
      await expect(website).toHaveAttribute('rel', /noopener/)
    }
    expect(Boolean(profile.phone || profile.email)).toBe(true)
  })

  test('request a quote: the short form to this provider; a customer sends it and follows it', async ({
    page,
  }) => {
    test.slow()
    const profile = await loadProfile(page)
    await logIn(page, 'anne.schmit@example.lu', DEMO_ACCOUNT_PASSWORD)
    await page.goto(PROFILE_PATH)
    await expectPageReady(page)
    await page.getByRole('button', { name: 'Request a quote' }).first().click()
    const dialog = page.getByRole('dialog', { name: `Request a quote from ${profile.name}` })
    // Short: the place, the job, when and a budget; no project name to invent.
    await expect(dialog.getByLabel('Project name')).toHaveCount(0)
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog.getByText('Describe the work in at least 20 characters.')).toBeVisible()

    await dialog.getByLabel('Place of the work').fill('Nowhere-sur-Mer')
    await dialog
      .getByLabel('Describe the work')
      .fill('The kitchen tap leaks under the sink. Replace the mixer tap, this week if possible.')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog.getByText('We do not know this place in Luxembourg.', { exact: false })).toBeVisible()

    await dialog.getByLabel('Place of the work').fill('Bertrange')
    await dialog.getByLabel('When').selectOption('within_week')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(dialog.getByText('Request sent')).toBeVisible()
    await expect(dialog.getByText(/Providers usually answer within 24 hours\./)).toBeVisible()
    await dialog.getByRole('link', { name: 'Follow my requests' }).click()
    await page.waitForURL((url) => url.pathname === '/my-requests')
    const card = page
      .getByRole('heading', { level: 2, name: / in Bertrange, [A-Z][a-z]+ \d{4}( \(\d+\))?$/ })
      .first()
    await expect(card).toBeVisible()
    await expect(page.getByText('Waiting for an answer.').first()).toBeVisible()
  })

  test('a signed-in customer learns whether they can review', async ({ page }) => {
    await logIn(page, 'anne.schmit@example.lu', DEMO_ACCOUNT_PASSWORD)
    await page.goto(PROFILE_PATH)
    await expectPageReady(page)
    const reviews = page.getByRole('region', { name: 'Reviews', exact: true })
    // The server decides: a review form once a quote request is completed, otherwise the reason why not.
    await expect(
      reviews
        .getByRole('form', { name: 'Write a review' })
        .or(reviews.getByText(/once a quote request you sent them is completed/))
        .or(reviews.getByText(/You have already reviewed/)),
    ).toBeVisible()
    await expect(reviews.getByRole('link', { name: 'Log in' })).toHaveCount(0)
  })

  test('an unknown provider shows a friendly not-found page', async ({ page }) => {
    await page.goto('/providers/no-such-provider-anywhere')
    await expectPageReady(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Provider not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Browse the directory' })).toHaveAttribute(
      'href',
      '/directory',
    )
    await expect(page).toHaveTitle('Provider not found – LuxPro')
  })

  test('the review policy states who can review, the limits and how the rating is computed', async ({
    page,
  }) => {
    await page.goto('/review-policy')
    await expectPageReady(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Review policy' })).toBeVisible()
    const contents = page.getByRole('navigation', { name: 'On this page' })
    await expect(contents.getByRole('link')).toHaveCount(10)
    for (const heading of [
      '2. Who can write a review',
      '4. What is not allowed',
      '5. Moderation and reporting',
      '6. The provider’s reply',
      '7. How the rating is calculated',
      '8. Independence from subscriptions',
    ])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    await expect(page.getByText(/reached the status “completed” on LuxPro/)).toBeVisible()
    await expect(
      page.getByText('A text of 20 to 2,000 characters about your own experience with the provider.'),
    ).toBeVisible()
    await page.getByRole('main').getByRole('link', { name: 'Contact us', exact: true }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})
