import { cleanup, screen, within } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ProviderSignals } from './provider-signals'

const EVERYTHING = {
  rating: 4.86,
  reviewCount: 142,
  distanceKm: 1.1,
  medianResponseMinutes: 55,
  verified: true,
}

const items = () =>
  within(screen.getByRole('list', { name: /At a glance|En bref|Auf einen Blick/ }))
    .getAllByRole('listitem')
    .map((item) => item.textContent)

beforeAll(async () => {
  await initI18n('en')
})
afterEach(async () => {
  cleanup()
  await changeLanguage('en')
})

describe('ProviderSignals', () => {
  it('shows at most three signals: rating with its count, distance, then response time', () => {
    renderWithProviders(<ProviderSignals facts={EVERYTHING} />)
    expect(items()).toEqual(['4.9 ★ (142 reviews)', '1.1 km away', 'Usually replies within 1 hour'])
    expect(screen.getByRole('img', { name: 'Rated 4.9 out of 5 from 142 reviews' })).toBeVisible()
    expect(screen.queryByText('Registration reviewed')).not.toBeInTheDocument()
  })

  it('shows the reviewed registration when there is no place to measure from', () => {
    renderWithProviders(<ProviderSignals facts={{ ...EVERYTHING, distanceKm: null }} />)
    expect(items()).toEqual(['4.9 ★ (142 reviews)', 'Usually replies within 1 hour', 'Registration reviewed'])
  })

  it('says there are no reviews yet, and never fills up with what is not known', () => {
    renderWithProviders(
      <ProviderSignals
        facts={{ rating: 0, reviewCount: 0, distanceKm: null, medianResponseMinutes: null, verified: false }}
      />,
    )
    expect(items()).toEqual(['No reviews yet'])
  })

  it('writes numbers and the town in the reader’s format, in French and German', async () => {
    await changeLanguage('fr')
    renderWithProviders(<ProviderSignals facts={EVERYTHING} town="Bertrange" />)
    expect(items()).toEqual(['4,9 ★ (142 avis)', 'Bertrange · à 1,1 km', 'Répond en général sous 1 heure'])
    cleanup()
    await changeLanguage('de')
    renderWithProviders(<ProviderSignals facts={{ ...EVERYTHING, distanceKm: null }} />)
    expect(items()).toEqual([
      '4,9 ★ (142 Bewertungen)',
      'Antwortet meist innerhalb von 1 Stunde',
      'Registrierung geprüft',
    ])
  })
})
