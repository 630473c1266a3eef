import type { CustomerRequest } from '@shared/quotes/quote-request-schemas'
import { cleanup, screen } from '@testing-library/react'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { QuoteComparison } from './quote-comparison'

const quoted = (id: number, name: string, materialsCost: number, laborCost: number): CustomerRequest => {
  const totalCost = materialsCost + laborCost
  const vatCost = Math.round(totalCost * 17) / 100
  return {
    id,
    status: 'pending',
    provider: {
      id,
      slug: `p-${id}`,
      name,
      rating: 4.4,
      reviewCount: 18,
      locality: 'Strassen',
      distanceKm: 2.3,
      listed: true,
    },
    quote: {
      id,
      clientName: 'Anne Schmit',
      startDate: '2026-12-09',
      completionDate: '2026-12-12',
      materialsCost,
      laborCost,
      totalCost,
      vatRate: 'standard',
      vatPercent: 17,
      vatCost,
      totalInclVat: totalCost + vatCost,
      message: '',
      validUntil: '2026-12-29',
      createdAt: '2026-11-28T10:00:00Z',
      updatedAt: '2026-11-28T10:00:00Z',
    },
    declined: null,
    rejectReason: null,
    notChosen: false,
    createdAt: '2026-11-27T10:00:00Z',
    updatedAt: '2026-11-28T10:00:00Z',
    firstResponseAt: '2026-11-28T10:00:00Z',
    overdue: false,
    unreadMessages: 0,
    actions: [],
    contact: null,
  }
}

const REQUESTS = [quoted(1, 'Maler Frisch & Fils', 380, 1950), quoted(2, 'Peinture Frisch & Fils', 420, 1680)]

beforeAll(async () => {
  await initI18n('en')
})
afterEach(async () => {
  cleanup()
  await changeLanguage('en')
})

describe('QuoteComparison', () => {
  it('puts the quotes side by side, marks the lowest total and says how much more each other is', async () => {
    renderWithProviders(<QuoteComparison requests={REQUESTS} />)
    // The table and the phone's cards are both in the page; CSS shows one.
    expect(await screen.findAllByText('Lowest price')).toHaveLength(2)
    const table = document.querySelector('table') as HTMLTableElement
    // Each provider's monogram stands beside its name, hidden from assistive technology.
    const headers = [...table.querySelectorAll('thead th')].slice(1)
    expect(headers.map((cell) => cell.querySelector('[data-testid="provider-mark"]')?.textContent)).toEqual([
      'MF',
      'PF',
    ])
    const spoken = (cell: Element) => {
      const copy = cell.cloneNode(true) as Element
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove()
      return copy.textContent
    }
    expect(headers.map(spoken)).toEqual(['Maler Frisch & Fils', 'Lowest pricePeinture Frisch & Fils'])
    const total = [...table.querySelectorAll('tbody tr')][0] as HTMLTableRowElement
    expect([...total.cells].map((cell) => cell.textContent)).toEqual([
      'Total incl. VAT',
      '€2,726.10€269.10 more',
      '€2,457.00',
    ])
  })

  it('marks nothing when there is one quote', async () => {
    renderWithProviders(<QuoteComparison requests={REQUESTS.slice(0, 1)} />)
    expect(await screen.findAllByText('Total incl. VAT')).not.toHaveLength(0)
    expect(screen.queryByText('Lowest price')).toBeNull()
    expect(screen.queryByText(/more$/)).toBeNull()
  })

  it('writes the difference in French with the reader’s money format', async () => {
    await changeLanguage('fr')
    renderWithProviders(<QuoteComparison requests={REQUESTS} />)
    expect(await screen.findAllByText(/^269,10\s€ de plus$/)).toHaveLength(2)
  })
})
