import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { i18n, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FinalStep, TierNote } from './apply-steps'

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})
afterAll(async () => {
  await i18n.changeLanguage('en')
})

describe('TierNote: the plan the applicant chose, before submitting', () => {
  it('shows the chosen plan with its monthly price excl. and incl. VAT', () => {
    renderWithProviders(<TierNote tier="premium" products={['directory_listing']} />)
    expect(screen.getByText('Premium')).toBeInTheDocument()
    expect(screen.getByText('€149.00')).toBeInTheDocument()
    expect(screen.getByText('€174.33 incl. VAT')).toBeInTheDocument()
    expect(screen.queryByText(/a representative will contact you/)).not.toBeInTheDocument()
  })

  it('keeps the chosen plan when the products are what only Enterprise offers, and says a representative calls', () => {
    renderWithProviders(<TierNote tier="basic" products={['account_manager']} />)
    expect(screen.getByText('Basic')).toBeInTheDocument()
    expect(screen.getByText('€29.00')).toBeInTheDocument()
    expect(
      screen.getByText(/a representative will contact you about an Enterprise offer \(from €299\.00/),
    ).toBeInTheDocument()
  })

  it('writes the price as a French reader does', async () => {
    await initI18n('fr', ['common', 'partners'])
    renderWithProviders(<TierNote tier="pro" products={['more_leads']} />)
    expect(screen.getByText('Pro')).toBeInTheDocument()
    expect(screen.getByText('89,00 €')).toBeInTheDocument()
    await i18n.changeLanguage('en')
  })
})

describe('FinalStep: the interests never choose the plan', () => {
  const renderStep = (defaults: object) => {
    const onNext = vi.fn()
    renderWithProviders(
      <FinalStep
        defaults={defaults}
        onTyped={() => {}}
        onNext={onNext}
        formId="final"
        actions={<button type="submit">Next</button>}
      />,
    )
    return onNext
  }

  it('keeps Basic when "More leads" is ticked', async () => {
    const user = userEvent.setup()
    renderStep({ tier: 'basic' })
    const plans = screen.getByRole('group', { name: 'Your plan' })
    expect(within(plans).getByRole('radio', { name: /^Basic €29\.00/ })).toBeChecked()
    await user.click(screen.getByRole('checkbox', { name: /More leads/ }))
    expect(screen.getByRole('checkbox', { name: /More leads/ })).toBeChecked()
    expect(within(plans).getByRole('radio', { name: /^Basic €29\.00/ })).toBeChecked()
    expect(within(plans).getByRole('radio', { name: /^Pro €89\.00/ })).not.toBeChecked()
    expect(within(plans).queryByRole('radio', { name: /Enterprise/ })).not.toBeInTheDocument()
  })

  it('asks for the plan before going on, whatever the products say', async () => {
    const user = userEvent.setup()
    const onNext = renderStep({
      howHeard: 'internet_search',
      goal: 'More customers in the north',
      interestedProducts: ['premium_badge'],
    })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Choose your plan.')).toBeInTheDocument()
    expect(onNext).not.toHaveBeenCalled()
    await user.click(screen.getByRole('radio', { name: /^Premium €149\.00/ }))
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await vi.waitFor(() => expect(onNext).toHaveBeenCalled())
    expect(onNext.mock.calls[0]?.[0]).toMatchObject({
      tier: 'premium',
      interestedProducts: ['premium_badge'],
    })
  })
})
