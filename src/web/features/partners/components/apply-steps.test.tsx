import { screen } from '@testing-library/react'
import { i18n, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TierNote } from './apply-steps'

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})
afterAll(async () => {
  await i18n.changeLanguage('en')
})

describe('TierNote: the plan the chosen products lead to, before submitting', () => {
  it('shows the derived plan with its monthly price excl. and incl. VAT', () => {
    renderWithProviders(<TierNote products={['directory_listing', 'premium_badge']} />)
    expect(screen.getByText('Premium')).toBeInTheDocument()
    expect(screen.getByText('€149.00')).toBeInTheDocument()
    expect(screen.getByText('€174.33 incl. 17 % VAT')).toBeInTheDocument()
    expect(screen.queryByText(/A representative will contact you/)).not.toBeInTheDocument()
  })

  it('says a representative will contact an enterprise applicant', () => {
    renderWithProviders(<TierNote products={['account_manager']} />)
    expect(screen.getByText('Enterprise')).toBeInTheDocument()
    expect(screen.getByText('from €299.00')).toBeInTheDocument()
    expect(
      screen.getByText('A representative will contact you to put together an offer for your company.'),
    ).toBeInTheDocument()
  })

  it('writes the price as a French reader does', async () => {
    await initI18n('fr', ['common', 'partners'])
    renderWithProviders(<TierNote products={['more_leads']} />)
    expect(screen.getByText('Pro')).toBeInTheDocument()
    expect(screen.getByText('89,00 €')).toBeInTheDocument()
  })
})
