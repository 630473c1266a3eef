import type { MatchedProviderView } from '@shared/assistant/chat-schemas'
import { cleanup, screen } from '@testing-library/react'
import { setDemoMode } from '@web/hooks/use-demo-mode'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { MatchedProviderCard } from './matched-provider-card'

const SURE_REPAIR: MatchedProviderView = {
  id: 41,
  slug: 'sure-repair-schieren',
  name: 'Sûre Repair',
  locality: 'Schieren',
  rating: 4.16,
  reviewCount: 19,
  distanceKm: 9.2,
  reasons: [
    'main trade: Appliance repair',
    'the closest to you',
    '4.2 ★ from 19 reviews',
    '9 km away',
    'usually answers within 35 min',
    'verified',
  ],
}

beforeAll(async () => {
  await initI18n('en')
})

afterEach(async () => {
  cleanup()
  setDemoMode(false)
  await changeLanguage('en')
})

describe('MatchedProviderCard', () => {
  it('shows the town and the distance, so two businesses of one name are told apart', async () => {
    renderWithProviders(
      <>
        <MatchedProviderCard provider={SURE_REPAIR} />
        <MatchedProviderCard
          provider={{ ...SURE_REPAIR, id: 42, locality: 'Oberfeulen', distanceKm: 11.7 }}
        />
      </>,
    )
    expect(await screen.findByText('Schieren · 9.2 km away')).toBeInTheDocument()
    expect(screen.getByText('Oberfeulen · 11.7 km away')).toBeInTheDocument()
    // The rating and the distance have their own line; the other reasons are chips.
    expect(screen.getAllByText('main trade: Appliance repair')).toHaveLength(2)
    expect(screen.getAllByText('the closest to you')).toHaveLength(2)
    expect(screen.queryByText('9 km away')).not.toBeInTheDocument()
    expect(screen.queryByText('4.2 ★ from 19 reviews')).not.toBeInTheDocument()
  })

  it('writes the place in French and German', async () => {
    await changeLanguage('fr')
    renderWithProviders(<MatchedProviderCard provider={SURE_REPAIR} />)
    expect(await screen.findByText('Schieren · à 9,2 km')).toBeInTheDocument()
    cleanup()
    await changeLanguage('de')
    renderWithProviders(<MatchedProviderCard provider={SURE_REPAIR} />)
    expect(await screen.findByText('Schieren · 9,2 km entfernt')).toBeInTheDocument()
  })

  it('links a business to its profile, but not a fictitious demo business, which has none', async () => {
    renderWithProviders(<MatchedProviderCard provider={SURE_REPAIR} />)
    expect(await screen.findByRole('link', { name: 'Sûre Repair' })).toHaveAttribute(
      'href',
      '/providers/sure-repair-schieren',
    )
    cleanup()
    setDemoMode(true)
    renderWithProviders(<MatchedProviderCard provider={SURE_REPAIR} />)
    expect(await screen.findByRole('heading', { name: 'Sûre Repair' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sûre Repair' })).not.toBeInTheDocument()
  })
})
