import type { AccountDetail } from '@shared/admin/account-admin-schemas'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type ApiCall, scriptApi } from '@web/test/api'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminUserPage } from './admin-user-page'

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

const DETAIL: AccountDetail = {
  account: {
    id: 'u-anna',
    name: 'Anna Weber',
    email: 'anna@example.lu',
    role: 'customer',
    type: 'customer',
    status: 'active',
    verified: true,
    emailVerified: true,
    language: 'en',
    credits: 3,
    location: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    phoneNumber: null,
    banReason: null,
    sessions: 1,
  },
  listings: [],
  ledger: [],
  projects: [],
  requests: [],
  received: [],
  audit: [],
}

function script(): ApiCall[] {
  return scriptApi([
    { path: /^\/api\/admin\/users\/u-anna$/, body: DETAIL },
    { method: 'POST', path: /^\/api\/admin\/users\/u-anna\/role$/, body: { ok: true, affected: 1 } },
  ])
}
const posts = (calls: ApiCall[]) => calls.filter((call) => call.method === 'POST')
const renderPage = () =>
  renderRoutes([{ path: '/admin/users/:id', element: <AdminUserPage /> }], { at: '/admin/users/u-anna' })

describe('an account’s role', () => {
  it('changes to another role at once, sent as the role schema takes it', async () => {
    const calls = script()
    const user = userEvent.setup()
    renderPage()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'provider')
    await user.click(screen.getByRole('button', { name: 'Change role' }))
    await waitFor(() => expect(posts(calls).map((call) => call.body)).toEqual([{ role: 'provider' }]))
  })

  it('asks before it gives administration, and sends nothing until confirmed', async () => {
    const calls = script()
    const user = userEvent.setup()
    renderPage()
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Role' }), 'admin')
    await user.click(screen.getByRole('button', { name: 'Change role' }))
    expect(await screen.findByRole('dialog')).toBeVisible()
    expect(posts(calls)).toEqual([])
  })
})
