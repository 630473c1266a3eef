import type { AccountPage } from '@shared/admin/account-admin-schemas'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AdminUsersPage } from '@web/features/admin/users/admin-users-page'
import { initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderWithProviders } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const account = (id: string, name: string) => ({
  id,
  name,
  email: `${id}@example.lu`,
  role: 'customer' as const,
  type: 'individual',
  status: 'active' as const,
  verified: false,
  emailVerified: true,
  language: 'en',
  location: null,
  credits: 3,
  createdAt: '2026-11-02T09:00:00.000Z',
})
const page: AccountPage = {
  items: [account('u1', 'Anna Weber'), account('u2', 'Luc Schmit')],
  total: 2,
  page: 1,
  pageSize: 25,
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.startsWith('/api/admin/users?'))
const paramsOf = (call: ApiCall | undefined) => new URL(call?.url ?? '/', 'http://luxpro.test').searchParams

describe('AdminListPage: the URL read by the shared schema, the request, the batch actions', () => {
  it('asks the server for what the URL says, leaving out what the schema refuses', async () => {
    const calls = scriptApi([{ path: /^\/api\/admin\/users\?/, body: page }])
    renderWithProviders(<AdminUsersPage />, {
      at: '/admin/users?role=provider&status=nobody&verified=true&createdFrom=2026-11-01&sort=name&dir=asc&page=2',
    })
    await screen.findByText('Anna Weber')
    const asked = paramsOf(listCalls(calls)[0])
    expect(Object.fromEntries(asked)).toEqual({
      page: '2',
      pageSize: '25',
      role: 'provider',
      verified: 'true',
      createdFrom: '2026-11-01',
      sort: 'name',
      dir: 'asc',
    })
    // The filters show what the URL holds.
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('provider')
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('')
  })

  it('writes a changed filter to the URL, back to page 1, and asks again', async () => {
    const calls = scriptApi([{ path: /^\/api\/admin\/users\?/, body: page }])
    const user = userEvent.setup()
    const { router } = renderWithProviders(<AdminUsersPage />, { at: '/admin/users?page=3' })
    await screen.findByText('Anna Weber')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'inactive')
    await waitFor(() => expect(router.state.location.search).toBe('?status=inactive'))
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)).get('status')).toBe('inactive'))
    expect(paramsOf(listCalls(calls).at(-1)).get('page')).toBe('1')
  })

  it('runs a batch action on the selected rows only once it is confirmed', async () => {
    const calls = scriptApi([
      { path: /^\/api\/admin\/users\?/, body: page },
      { method: 'POST', path: /^\/api\/admin\/users\/bulk$/, body: { ok: true, affected: 1 } },
    ])
    const user = userEvent.setup()
    renderWithProviders(<AdminUsersPage />, { at: '/admin/users' })
    await user.click(await screen.findByRole('checkbox', { name: /Luc Schmit/ }))
    await user.click(screen.getByRole('button', { name: 'Deactivate' }))
    const dialog = await screen.findByRole('dialog')
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }))
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/admin/users/bulk', body: { ids: ['u2'], action: 'deactivate' } },
      ]),
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
