import type { ApplicationQueue } from '@shared/applications/application-review-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminApplicationsPage } from './applications-queue'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin', 'partners'])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const item = (id: number, companyName: string, overdue: boolean) => ({
  id,
  reference: `PA-${id}`,
  status: 'submitted' as const,
  companyName,
  contactPerson: 'Jeff Kremer',
  primaryCategory: 'roofing' as const,
  tier: 'pro' as const,
  submittedAt: '2026-11-28T09:00:00.000Z',
  reviewDueAt: '2026-11-30T09:00:00.000Z',
  timeLeftMs: overdue ? -3_600_000 : 20 * 3_600_000,
  overdue,
  paused: false,
})
const queue: ApplicationQueue = {
  items: [item(1, 'Toitures Kremer', true), item(2, 'Peinture Weber', false)],
  total: 2,
  page: 1,
  pageSize: 20,
}
const paramsOf = (calls: ApiCall[]) =>
  new URL(
    calls.filter((call) => call.url.startsWith('/api/admin/partner-applications?')).at(-1)?.url ?? '/',
    'http://luxpro.test',
  ).searchParams

describe('the applications queue, an admin list', () => {
  it('shows the open applications with the overdue ones in red, and no "any" status', async () => {
    const calls = scriptApi([{ path: /^\/api\/admin\/partner-applications\?/, body: queue }])
    renderWithProviders(<AdminApplicationsPage />, { at: '/admin/applications' })
    const late = await screen.findByRole('link', { name: 'Toitures Kremer' })
    expect(late.closest('tr')).toHaveClass('bg-red-50')
    expect(screen.getByRole('link', { name: 'Peinture Weber' }).closest('tr')).not.toHaveClass('bg-red-50')
    expect(within(late.closest('tr') as HTMLElement).getByText(/Overdue by 1 h 0 min/)).toBeInTheDocument()
    const status = screen.getByRole('combobox', { name: 'Status' })
    expect(status).toHaveValue('open')
    expect(within(status).queryByRole('option', { name: 'All statuses' })).toBeNull()
    expect(paramsOf(calls).get('status')).toBe('open')
  })

  it('writes the category to the URL and asks the server for it', async () => {
    const calls = scriptApi([{ path: /^\/api\/admin\/partner-applications\?/, body: queue }])
    const user = userEvent.setup()
    const { router } = renderWithProviders(<AdminApplicationsPage />, { at: '/admin/applications?page=2' })
    await screen.findByRole('link', { name: 'Toitures Kremer' })
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'roofing')
    await waitFor(() => expect(router.state.location.search).toBe('?category=roofing'))
    await waitFor(() => expect(paramsOf(calls).get('category')).toBe('roofing'))
    expect(paramsOf(calls).get('page')).toBe('1')
  })
})
