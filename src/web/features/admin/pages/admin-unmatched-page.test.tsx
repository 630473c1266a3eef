import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminUnmatchedPage } from './admin-unmatched-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const request = {
  id: 4,
  createdAt: '2026-11-28T09:00:00.000Z',
  text: 'Looking for someone to move two beehives',
  category: 'pest-control' as const,
  locality: 'Mersch',
  commune: 'Mersch',
  language: 'en' as const,
  assignedProjectId: 12,
}

describe('unmatched requests, an admin list', () => {
  it('shows the requests and how many, and says when a category has none', async () => {
    const calls = scriptApi([
      {
        path: /^\/api\/admin\/unmatched-requests\?.*category=legal/,
        body: { items: [], total: 0, page: 1, pageSize: 20 },
      },
      {
        path: /^\/api\/admin\/unmatched-requests\?/,
        body: { items: [request], total: 1, page: 1, pageSize: 20 },
      },
    ])
    const user = userEvent.setup()
    const { router } = renderWithProviders(<AdminUnmatchedPage />, { at: '/admin/unmatched-requests' })
    const table = await screen.findByRole('table', { name: 'Unmatched requests' })
    expect(await screen.findAllByText('Looking for someone to move two beehives')).not.toHaveLength(0)
    expect(screen.getByText('1 request')).toBeInTheDocument()
    expect(table).toContainElement(screen.getByRole('link', { name: 'Sent: see the project' }))
    expect(calls[0]?.url).toBe('/api/admin/unmatched-requests?page=1&pageSize=20')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'legal')
    await waitFor(() => expect(router.state.location.search).toBe('?category=legal'))
    expect(await screen.findByText('No unmatched requests in this category.')).toBeInTheDocument()
  })
})
