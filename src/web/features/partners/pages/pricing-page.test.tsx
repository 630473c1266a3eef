import { screen, within } from '@testing-library/react'
import { initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { beforeAll, describe, expect, it } from 'vitest'
import { PricingPage } from './pricing-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})

/** The card of one plan, found by its heading. */
const card = (name: string) => {
  const heading = screen.getByRole('heading', { level: 2, name })
  const item = heading.closest('li')
  if (!item) throw new Error(`no card for ${name}`)
  return within(item)
}

describe('/pricing: five plans, excl. and incl. 17 % VAT, what each includes, no commission', () => {
  it('lists the five plans with their monthly prices', () => {
    renderWithProviders(<PricingPage />)
    expect(screen.getAllByRole('listitem').filter((li) => li.querySelector('h2'))).toHaveLength(5)
    for (const [name, net, gross] of [
      ['Basic', '€29', '€33.93 incl. VAT'],
      ['Basic Plus', '€49', '€57.33 incl. VAT'],
      ['Pro', '€89', '€104.13 incl. VAT'],
      ['Premium', '€149', '€174.33 incl. VAT'],
      ['Enterprise', '€299', '€349.83 incl. VAT'],
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
