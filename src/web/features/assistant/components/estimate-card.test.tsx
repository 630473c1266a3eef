import type { ChatEstimate } from '@shared/assistant/chat-schemas'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { EstimateCard } from './estimate-card'

const PLUMBING: ChatEstimate = {
  low: 160,
  high: 290,
  currency: 'EUR',
  unit: 'hour',
  confidence: 'medium',
  basis: [],
  quantity: 1.5,
  quantityText: '1.5 hours',
  rateLow: 75,
  rateHigh: 110,
}
const PAINTING: ChatEstimate = {
  ...PLUMBING,
  low: 1850,
  high: 2400,
  unit: 'm2',
  quantity: 45,
  quantityText: '45 m²',
  rateLow: 35,
  rateHigh: 45,
}

beforeAll(async () => {
  await initI18n('en')
})
afterEach(async () => {
  cleanup()
  await changeLanguage('en')
})

describe('EstimateCard', () => {
  it('says what the range is the total of, never a total labelled as an hourly rate', async () => {
    renderWithProviders(<EstimateCard estimate={PLUMBING} />)
    expect(await screen.findByRole('heading', { name: 'Estimated total, VAT included' })).toBeInTheDocument()
    expect(screen.getByTestId('assistant-estimate-scope')).toHaveTextContent(
      'Total for about 1.5 hours of work',
    )
    expect(screen.getByText('€75 – €110 per hour × 1.5 hours, excl. VAT')).toBeInTheDocument()
    expect(screen.queryByText(/priced per/i)).not.toBeInTheDocument()
  })

  it('shows the rate per m² times the area, in French', async () => {
    await changeLanguage('fr')
    renderWithProviders(<EstimateCard estimate={{ ...PAINTING, quantityText: '45 m²' }} />)
    expect(screen.getByTestId('assistant-estimate-scope')).toHaveTextContent('Total pour environ 45 m²')
    expect(screen.getByText(/^35\s–\s45\s€ HT par m² × 45 m²$/)).toBeInTheDocument()
  })

  it('words the quantity in the interface language when the assistant answered in another one', async () => {
    await changeLanguage('fr')
    const basis = ['2,5 horas, segundo a sua descrição']
    renderWithProviders(
      <EstimateCard
        estimate={{ ...PLUMBING, quantity: 2.5, quantityText: '2,5 horas', basis }}
        replyLanguage="pt"
      />,
    )
    expect(screen.getByTestId('assistant-estimate-scope')).toHaveTextContent(
      'Total pour environ 2,5 heures de travail',
    )
    expect(screen.getByText(/× 2,5 heures$/)).toBeInTheDocument()
    expect(screen.queryByText(/horas de travail/)).not.toBeInTheDocument()
    // The assistant's own lines stay as written, marked with their language.
    expect(screen.getByText(basis[0] as string).closest('ul')).toHaveAttribute('lang', 'pt')
  })

  it('shows the range and the confidence, and keeps the working behind a button that says it is folded', async () => {
    const user = userEvent.setup()
    await changeLanguage('fr')
    const basis = ['Travaux : repeindre une pièce (murs) ; 45 m², d’après votre description']
    renderWithProviders(<EstimateCard estimate={{ ...PAINTING, basis }} />)
    expect(screen.getByText(/^1\s850\s–\s2\s400\s€$/)).toBeVisible()
    expect(screen.getByTestId('assistant-confidence')).toHaveTextContent('Fiabilité : moyenne')
    expect(screen.getByTestId('assistant-confidence')).toBeVisible()
    const details = screen.getByRole('button', { name: 'Comment elle est calculée' })
    expect(details).toHaveAttribute('aria-expanded', 'false')
    const panel = document.getElementById(details.getAttribute('aria-controls') ?? '') as HTMLElement
    for (const text of [/× 45 m²$/, /une quantité habituelle est supposée/, basis[0] as string])
      expect(screen.getByText(text)).not.toBeVisible()
    await user.click(details)
    expect(details).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    expect(screen.getByText(/^35\s–\s45\s€ HT par m² × 45 m²$/)).toBeVisible()
    expect(screen.getByText(basis[0] as string)).toBeVisible()
    await user.click(details)
    expect(panel).not.toBeVisible()
  })

  it('says "whole job" for an estimate saved before the quantity was kept', () => {
    const { quantity: _q, quantityText: _t, rateLow: _l, rateHigh: _h, ...older } = PLUMBING
    renderWithProviders(<EstimateCard estimate={older} />)
    expect(screen.getByTestId('assistant-estimate-scope')).toHaveTextContent('Total for the whole job')
  })
})
