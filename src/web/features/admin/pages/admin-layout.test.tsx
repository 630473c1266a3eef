import { screen, waitFor } from '@testing-library/react'
import { initI18n } from '@web/i18n/i18n'
import type { SessionUser } from '@web/lib/auth/auth-context'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminLayout } from './admin-layout'

function renderAdmin(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )
  renderRoutes(
    [{ path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <p>admin home</p> }] }],
    { at: '/admin', user: { id: 'u1' } as SessionUser },
  )
}

const info = (type: string, twoFactorEnabled = true) => ({
  data: {
    id: 'u1',
    email: 'a@b.lu',
    name: 'A',
    type,
    role: type === 'admin' ? 'admin' : 'customer',
    twoFactorEnabled,
  },
})

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})

afterEach(() => vi.unstubAllGlobals())

describe('AdminLayout (product §4: the server decides)', () => {
  it('opens the admin area when the server reports type admin', async () => {
    renderAdmin(200, info('admin'))
    // Checked in one step: the element found first can be replaced by the same text as the session settles.
    await waitFor(() => expect(screen.getByText('admin home')).toBeInTheDocument())
  })

  it('refuses any other account with a 403 page', async () => {
    renderAdmin(200, info('individual'))
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You need an administrator account' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/')
    expect(screen.queryByText('admin home')).not.toBeInTheDocument()
  })

  it('takes an admin without two-step sign-in to set it up before the console opens', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(info('admin', false)), { status: 200 })),
    )
    renderRoutes(
      [
        { path: '/admin', element: <AdminLayout />, children: [{ index: true, element: <p>admin home</p> }] },
        { path: '/settings', element: <p>settings page</p> },
      ],
      { at: '/admin', user: { id: 'u1' } as SessionUser },
    )
    expect(await screen.findByText('settings page')).toBeInTheDocument()
    expect(screen.queryByText('admin home')).not.toBeInTheDocument()
  })

  it('refuses when the server answers 403', async () => {
    renderAdmin(403, { error: { code: 'forbidden', message: 'x' } })
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You need an administrator account' }),
    ).toBeInTheDocument()
  })
})
