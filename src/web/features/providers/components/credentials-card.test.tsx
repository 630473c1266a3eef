import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { screen } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CredentialsCard } from './credentials-card'

const profile = {
  awards: ['award.luxpro-top-rated-2025'],
  certifications: ['plumbing.geberit-certified-installer', 'Vintage boiler restorer'],
  licences: [],
  vatNumber: null,
  rcsNumber: null,
  permitNumber: null,
} as unknown as ProviderProfile

beforeAll(async () => {
  await initI18n('en', ['common', 'providers'])
})
afterAll(async () => {
  await changeLanguage('en')
})

describe('CredentialsCard', () => {
  it('shows a stored label id in the reader’s language and a label the provider typed as typed', async () => {
    await changeLanguage('de')
    renderWithProviders(<CredentialsCard profile={profile} />)
    expect(await screen.findByText('Geberit-zertifizierter Installateur')).toBeInTheDocument()
    expect(screen.getByText('LuxPro – Top bewertet 2025')).toBeInTheDocument()
    expect(screen.getByText('Vintage boiler restorer')).toBeInTheDocument()
    expect(screen.queryByText(/plumbing\./)).not.toBeInTheDocument()
  })
})
