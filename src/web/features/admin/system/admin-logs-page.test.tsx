import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminLogsPage } from './admin-logs-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const entry = {
  id: 3,
  at: '2026-11-28T09:00:00.000Z',
  actorUserId: 'u1',
  actorEmail: 'admin@luxpro.lu',
  action: 'user.deactivate',
  targetType: 'user',
  targetId: 'u2',
  ip: '10.0.0.1',
  userAgent: null,
  before: { status: 'active' },
  after: { status: 'inactive' },
  details: null,
}
const report = {
  id: 8,
  errorId: 'E-42',
  at: '2026-11-28T10:00:00.000Z',
  source: 'server' as const,
  message: 'Database unreachable',
  stack: null,
  method: 'GET',
  url: '/api/health',
}
const page = (items: unknown[]) => ({ items, total: items.length, page: 1, pageSize: 25 })
const asked = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.url.startsWith(`${path}?`)).map((call) => call.url)

describe('/admin/logs: the audit log and the errors, two admin lists', () => {
  it('filters the audit log from the URL, exports the same filters, and switches to the errors', async () => {
    const calls = scriptApi([
      { path: /^\/api\/admin\/audit\?/, body: page([entry]) },
      { path: /^\/api\/admin\/errors\?/, body: page([report]) },
    ])
    const user = userEvent.setup()
    const { router } = renderWithProviders(<AdminLogsPage />, {
      at: '/admin/logs?action=user.&from=2026-11-01&page=2',
    })
    expect(await screen.findByText('admin@luxpro.lu')).toBeInTheDocument()
    expect(asked(calls, '/api/admin/audit')[0]).toBe(
      '/api/admin/audit?page=2&pageSize=25&action=user.&from=2026-11-01',
    )
    expect(screen.getByRole('combobox', { name: 'Kind of action' })).toHaveValue('user.')
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/audit/export?action=user.&from=2026-11-01&delimiter=comma',
    )

    await user.click(screen.getByRole('button', { name: 'Errors' }))
    await waitFor(() => expect(router.state.location.search).toBe('?tab=errors'))
    expect(await screen.findByText('Database unreachable')).toBeInTheDocument()
    await user.type(screen.getByRole('searchbox', { name: 'Find an error ID' }), 'E-42')
    await waitFor(() => expect(asked(calls, '/api/admin/errors').at(-1)).toContain('errorId=E-42'))
  })
})
