import type { ProviderInbox as Inbox, ProviderInboxItem } from '@shared/quotes/quote-request-schemas'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { requestDetail, sessionUser } from '@web/test/fixtures'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ProviderInbox } from './provider-inbox'

const routes = [{ path: '/dashboard/requests', element: <ProviderInbox /> }]

function item(overrides: Partial<ProviderInboxItem> = {}): ProviderInboxItem {
  const { project } = requestDetail()
  return {
    id: 42,
    status: 'pending',
    project,
    customerName: 'Anne Schmit',
    providerName: 'Sanitaire Weber',
    quote: null,
    declined: false,
    notChosen: false,
    createdAt: new Date(Date.now() - 3 * 3600_000).toISOString(),
    firstResponseAt: null,
    overdue: false,
    unreadMessages: 0,
    ...overrides,
  }
}

function inbox(overrides: Partial<Inbox> = {}): Inbox {
  return {
    items: [],
    total: 0,
    page: 1,
    pageSize: 20,
    counts: { pending: 0, accepted: 0, rejected: 0, completed: 0, cancelled: 0, in_progress: 0 },
    hasListing: true,
    ...overrides,
  }
}

beforeAll(async () => {
  await initI18n('en', ['common', 'quotes'])
})

beforeEach(async () => {
  await changeLanguage('en')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('ProviderInbox', () => {
  it('lists requests with what each waits for, and counts per status on the chips', async () => {
    const user = userEvent.setup()
    const calls = scriptApi([
      {
        path: /\/api\/provider\/quote-requests\?page=1$/,
        body: inbox({
          items: [
            item({ overdue: true, unreadMessages: 2 }),
            item({
              id: 43,
              status: 'pending',
              project: { ...requestDetail().project, id: 8, name: 'Garden wall' },
              quote: {
                id: 9,
                clientName: 'Luc Weis',
                startDate: '2026-11-30',
                completionDate: '2026-12-04',
                materialsCost: 1000,
                laborCost: 234.5,
                totalCost: 1234.5,
                vatRate: null,
                vatPercent: null,
                vatCost: null,
                totalInclVat: null,
                message: '',
                validUntil: '2026-12-27',
                createdAt: '2026-11-21T10:00:00.000Z',
                updatedAt: '2026-11-21T10:00:00.000Z',
              },
              customerName: 'Luc Weis',
            }),
          ],
          total: 2,
          counts: { pending: 2, accepted: 0, rejected: 1, completed: 0, cancelled: 0, in_progress: 0 },
        }),
      },
      {
        path: /\/api\/provider\/quote-requests\?status=rejected&page=1$/,
        body: inbox({
          counts: { pending: 2, accepted: 0, rejected: 1, completed: 0, cancelled: 0, in_progress: 0 },
        }),
      },
    ])
    renderRoutes(routes, { at: '/dashboard/requests', user: sessionUser('business') })

    const link = await screen.findByRole('link', { name: 'Bathroom tap replacement' })
    const row = within(link.closest('li') as HTMLElement)
    expect(link).toHaveAttribute('href', '/business/quote-requests/42')
    expect(row.getByText('Answer overdue')).toBeInTheDocument()
    expect(row.getByText('2 new messages')).toBeInTheDocument()
    expect(row.getByText('New')).toBeInTheDocument()
    expect(row.getByText('L-8050 Bertrange')).toBeInTheDocument()
    expect(row.getByText('Anne Schmit')).toBeInTheDocument()
    expect(row.getByText('Sent 3 hours ago')).toBeInTheDocument()
    expect(screen.getByText('€1,234.50')).toBeInTheDocument()
    expect(screen.getByText('Quote sent')).toBeInTheDocument()

    expect(screen.getByRole('button', { name: 'All (3)' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Rejected (1)' }))
    expect(await screen.findByText('No requests with the status “Rejected”')).toBeInTheDocument()
    expect(calls.map((c) => c.url)).toContain('/api/provider/quote-requests?status=rejected&page=1')
  })

  it('explains that nothing can arrive before the business is listed', async () => {
    scriptApi([{ path: /\/api\/provider\/quote-requests/, body: inbox({ hasListing: false }) }])
    renderRoutes(routes, { at: '/dashboard/requests', user: sessionUser('business') })
    expect(await screen.findByText('Your business is not listed yet')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Apply as a partner' })).toHaveAttribute(
      'href',
      '/contact?topic=provider',
    )
    expect(screen.queryByRole('navigation', { name: 'Show requests by status' })).not.toBeInTheDocument()
  })

  it('pages through the requests with links', async () => {
    scriptApi([
      {
        path: /\/api\/provider\/quote-requests\?page=2$/,
        body: inbox({ items: [item()], total: 41, page: 2, counts: { pending: 41 } as Inbox['counts'] }),
      },
    ])
    renderRoutes(routes, { at: '/dashboard/requests?page=2', user: sessionUser('business') })
    const pages = await screen.findByRole('navigation', { name: 'Pages of requests' })
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument()
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/dashboard/requests',
    )
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/dashboard/requests?page=3',
    )
  })
})
