import type { BillingOverview } from '@shared/billing/billing-schemas'
import { screen, within } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { sessionUser } from '@web/test/fixtures'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PricingPage } from './pricing-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

/** The card of one plan, found by its heading. */
const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name })
  const item = heading.closest('li')
  if (!item) throw new Error(`no card for ${name}`)
  return within(item)
}

describe('/pricing: five plans, excl. and incl. 17 % VAT, what each includes, no commission', () => {
  it.each([
    ['fr', 'Entreprise'],
    ['de', 'Großkunden'],
  ] as const)('names the plan on request in the page’s language (%s)', async (language, name) => {
    await changeLanguage(language)
    try {
      renderWithProviders(<PricingPage />)
      expect(await screen.findByRole('heading', { level: 2, name })).toBeInTheDocument()
      expect(screen.queryByText(/Enterprise/)).not.toBeInTheDocument()
    } finally {
      await changeLanguage('en')
    }
  })

  it('lists the five plans with their monthly prices', () => {
    renderWithProviders(<PricingPage />)
    expect(screen.getAllByRole('listitem').filter((li) => li.querySelector('h2'))).toHaveLength(5)
    for (const [name, net, gross] of [
      ['Basic', '€29', '€33.93 incl. VAT'],
      ['Basic Plus', '€49', '€57.33 incl. VAT'],
      ['Pro', '€89', '€104.13 incl. VAT'],
      ['Premium', '€149', '€174.33 incl. VAT'],
      ['Enterprise', '€299', 'from €349.83 incl. VAT'],
    ] as const) {
      expect(card(name).getByText(net)).toBeInTheDocument()
      expect(card(name).getByText(gross)).toBeInTheDocument()
    }
  })

  it('says what each plan includes, and that there is no commission', () => {
    renderWithProviders(<PricingPage />)
    expect(card('Basic').getByText('1 category')).toBeInTheDocument()
    expect(card('Basic').getByText('5 quote requests a month')).toBeInTheDocument()
    expect(card('Basic').getByText('Not included: Premium badge')).toBeInTheDocument()
    expect(card('Premium').getByText('Premium badge')).toBeInTheDocument()
    expect(card('Enterprise').getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      '/contact?topic=provider',
    )
    expect(card('Pro').getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/partners/apply')
    expect(screen.getByRole('heading', { level: 2, name: 'No commission' })).toBeInTheDocument()
  })
})

describe('/pricing for a signed-in provider', () => {
  const overview: BillingOverview = {
    tier: 'pro',
    startsOn: '2026-09-01',
    nextTier: 'premium',
    nextTierFrom: '2026-12-01',
    changesTakeEffectOn: '2026-12-01',
    flagged: false,
    hiddenUntilPaid: null,
    invoices: [],
    creditNotes: [],
  }

  it('shows their plan as "Your plan" and leads every other to the billing page, never to "Apply"', async () => {
    scriptApi([{ path: /\/api\/provider\/billing$/, body: overview }])
    renderWithProviders(<PricingPage />, { user: sessionUser('business') })
    expect(await card('Pro').findByText('Your plan')).toBeInTheDocument()
    expect(card('Pro').queryByRole('link')).not.toBeInTheDocument()
    expect(card('Premium').getByText('Yours from 1 December 2026')).toBeInTheDocument()
    for (const name of ['Basic', 'Basic Plus', 'Premium'])
      expect(card(name).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
        'href',
        '/dashboard/billing',
      )
    expect(card('Enterprise').getByRole('link', { name: 'Talk to us' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    )
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument()
  })

  it('writes "from" only where the price varies: Enterprise, excl. and incl. VAT alike', () => {
    renderWithProviders(<PricingPage />)
    expect(card('Enterprise').getByText('from')).toBeInTheDocument()
    expect(card('Enterprise').getByText('from €349.83 incl. VAT')).toBeInTheDocument()
    expect(card('Premium').queryByText(/from/)).not.toBeInTheDocument()
  })
})
