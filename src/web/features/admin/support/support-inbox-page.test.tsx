import type { SupportList } from '@shared/support/support-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminSupportPage } from './support-inbox-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin', 'support'])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const ticket = (id: number, name: string, overdue: boolean) => ({
  id,
  reference: `S-${id}`,
  kind: 'contact' as const,
  status: 'new' as const,
  topic: 'other',
  name,
  email: `${name.toLowerCase()}@example.lu`,
  targetType: null,
  targetId: null,
  assignee: null,
  createdAt: '2026-11-28T09:00:00.000Z',
  answeredAt: null,
  preview: 'Please call me back.',
  dueAt: '2026-11-30T09:00:00.000Z',
  timeLeftMs: overdue ? -3_600_000 : 3_600_000,
  overdue,
  promise: '48h' as const,
})
const inbox: SupportList = {
  items: [ticket(1, 'Anna', true), ticket(2, 'Luc', false)],
  total: 2,
  page: 1,
  pageSize: 25,
  counts: { active: 7, overdue: 1 },
}
const lastAsked = (calls: ApiCall[]) =>
  new URL(
    calls.filter((call) => call.url.startsWith('/api/admin/support?')).at(-1)?.url ?? '/',
    'http://luxpro.test',
  ).searchParams

describe('the support inbox, an admin list', () => {
  it('shows the cases, the overdue in red, and how many are open and late', async () => {
    const calls = scriptApi([{ path: /^\/api\/admin\/support\?/, body: inbox }])
    renderWithProviders(<AdminSupportPage />, { at: '/admin/support' })
    const late = await screen.findByRole('link', { name: 'S-1 · Contact message' })
    expect(late.closest('tr')).toHaveClass('bg-red-50')
    expect(screen.getByText('7 open, 1 overdue')).toBeInTheDocument()
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect(status).toHaveValue('active')
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Not closed', 'New', 'Open', 'Waiting on customer', 'Closed', 'All'])
    expect(lastAsked(calls).get('status')).toBe('active')
  })

  it('filters by type through the URL', async () => {
    const calls = scriptApi([{ path: /^\/api\/admin\/support\?/, body: inbox }])
    const user = userEvent.setup()
    const { router } = renderWithProviders(<AdminSupportPage />, { at: '/admin/support?status=all' })
    await screen.findByText('S-2 · Contact message')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'dispute')
    await waitFor(() => expect(router.state.location.search).toBe('?status=all&kind=dispute'))
    await waitFor(() => expect(lastAsked(calls).get('kind')).toBe('dispute'))
  })
})
