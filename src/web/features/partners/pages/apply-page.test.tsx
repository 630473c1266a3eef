import type { ApplicationDraft } from '@shared/applications/application-schemas'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApplyPage } from './apply-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'partners'])
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

const draft: ApplicationDraft = {
  reference: 'APP-2026-0042',
  status: 'draft',
  language: 'en',
  stepsDone: ['basic'],
  expiresAt: '2026-12-06T10:00:00.000Z',
  contactPerson: 'Marie Weber',
  companyName: 'Weber Sanitaire',
  email: 'marie@weber.lu',
  phone: '+352 621 123 456',
  primaryCategory: 'plumbing',
  yearsInBusiness: null,
  teamSize: null,
  serviceAreas: [],
  specificServices: null,
  vatNumber: null,
  rcsNumber: null,
  permitNumber: null,
  street: null,
  postalCode: null,
  locality: null,
  howHeard: null,
  goal: null,
  otherServiceDescription: null,
  interestedProducts: [],
  tier: 'basic',
}

describe('/partners/apply: what was typed survives Back and Next', () => {
  it('keeps the business step’s typed values after going back to the first step and on again', async () => {
    const user = userEvent.setup()
    localStorage.setItem('luxpro-partner-application', JSON.stringify({ token: 'tok', step: 1, unsaved: {} }))
    scriptApi([
      { path: /\/api\/public\/partner-applications\/draft\?token=tok$/, body: draft },
      { method: 'PUT', path: /\/api\/public\/partner-applications\/draft\?token=tok$/, body: draft },
    ])
    renderWithProviders(<ApplyPage />)
    const vat = await screen.findByLabelText(/^VAT number/)
    await user.type(vat, 'LU12345613')
    await user.type(screen.getByLabelText(/^Specific services/), 'Bathrooms and heating repairs')

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText(/^Company name/)).toHaveValue('Weber Sanitaire')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    expect(await screen.findByLabelText(/^VAT number/)).toHaveValue('LU12345613')
    expect(screen.getByLabelText(/^Specific services/)).toHaveValue('Bathrooms and heating repairs')
  })

  it('shows three steps, the current one marked', async () => {
    scriptApi([{ path: /\/api\/public\/partner-applications\/draft/, body: draft }])
    localStorage.setItem('luxpro-partner-application', JSON.stringify({ token: 'tok', step: 1, unsaved: {} }))
    renderWithProviders(<ApplyPage />)
    const steps = within(
      await screen.findByRole('navigation', { name: 'Application progress' }),
    ).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual([
      'Basic information',
      'Business details',
      'Final details',
    ])
    expect(steps[1]).toHaveAttribute('aria-current', 'step')
  })
})
