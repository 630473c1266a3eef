import type { MatchedProviderView } from '@shared/assistant/chat-schemas'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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
    'registration document reviewed',
  ],
  medianResponseMinutes: 35,
  verified: true,
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
  })

  it('shows three signals, and the reasons it was picked behind one button', async () => {
    const user = userEvent.setup()
    renderWithProviders(<MatchedProviderCard provider={SURE_REPAIR} replyLanguage="en" />)
    const signals = await screen.findByRole('list', { name: 'At a glance' })
    expect(
      within(signals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['4.2 ★ (19 reviews)', 'Schieren · 9.2 km away', 'Usually replies within 45 minutes'])
    const why = screen.getByRole('button', { name: 'Why this match (Sûre Repair)' })
    expect(why).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('the closest to you')).not.toBeVisible()
    await user.click(why)
    expect(why).toHaveAttribute('aria-expanded', 'true')
    const reasons = document.getElementById(why.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(reasons).toHaveAttribute('lang', 'en')
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'main trade: Appliance repair',
      'the closest to you',
      'usually answers within 35 min',
      'registration document reviewed',
    ])
    // The rating and the distance are not said twice.
    expect(screen.queryByText('9 km away')).not.toBeInTheDocument()
    expect(screen.queryByText('4.2 ★ from 19 reviews')).not.toBeInTheDocument()
  })

  it('reads a conversation kept before the response time was sent: two signals', async () => {
    const { medianResponseMinutes: _m, verified: _v, ...older } = SURE_REPAIR
    renderWithProviders(<MatchedProviderCard provider={older} />)
    const signals = await screen.findByRole('list', { name: 'At a glance' })
    expect(within(signals).getAllByRole('listitem')).toHaveLength(2)
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
