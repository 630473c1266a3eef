import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { initI18n } from '@web/i18n/i18n'
import { type SessionUser, useAuth } from '@web/lib/auth/auth-context'
import { renderRoutes } from '@web/test/render'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type AdminFrameParts, AdminLayout } from './admin-layout'

const parts: AdminFrameParts = {
  skipLinks: (navigation) => <a href={navigation ? '#main-navigation' : '#main-content'}>skip</a>,
  home: <a href="/">LuxPro</a>,
  account: <button type="button">account</button>,
  pageLoading: <p>loading</p>,
}

/**
 * In the app the admin area opens behind the sign-in gate, once the session check has answered: so
 * here, or the layout would ask whose account it is twice (before and after the answer) and draw
 * the first answer's page, then the second's.
 */
function AfterSessionCheck({ children }: { children: ReactNode }) {
  return useAuth().status === 'initialising' ? null : children
}

/** `user`: who the session is. */
function renderAdmin(status: number, body: unknown, user: SessionUser | null = { id: 'u1' } as SessionUser) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  )
  renderRoutes(
    [
      {
        path: '/admin',
        element: (
          <AfterSessionCheck>
            <AdminLayout parts={parts} />
          </AfterSessionCheck>
        ),
        children: [{ index: true, element: <p>admin home</p> }],
      },
    ],
    { at: '/admin', user },
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
    await waitFor(() => expect(screen.getByText('admin home')).toBeInTheDocument())
    // Asked once, for the account the session named: the page is not drawn for one answer, then another.
    const infoRequests = vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/current/info'))
    expect(infoRequests).toHaveLength(1)
  })

  it('refuses any other account with a 403 page', async () => {
    renderAdmin(200, info('individual'))
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'You need an administrator account' }),
      ).toBeInTheDocument(),
    )
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
        {
          path: '/admin',
          element: (
            <AfterSessionCheck>
              <AdminLayout parts={parts} />
            </AfterSessionCheck>
          ),
          children: [{ index: true, element: <p>admin home</p> }],
        },
        { path: '/settings', element: <p>settings page</p> },
      ],
      { at: '/admin', user: { id: 'u1' } as SessionUser },
    )
    expect(await screen.findByText('settings page')).toBeInTheDocument()
    expect(screen.queryByText('admin home')).not.toBeInTheDocument()
  })

  it('refuses when the server answers 403', async () => {
    renderAdmin(403, { error: { code: 'forbidden', message: 'x' } })
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'You need an administrator account' }),
      ).toBeInTheDocument(),
    )
  })
})

describe('AdminLayout: the workspace frame', () => {
  it('holds a top bar with the workspace title, the sections beside the page, and the page in main', async () => {
    renderAdmin(200, info('admin'))
    await waitFor(() => {
      expect(within(screen.getByRole('main')).getByText('admin home')).toBeInTheDocument()
      expect(screen.getByRole('navigation', { name: 'Administration sections' })).toBeInTheDocument()
    })
    const main = screen.getByRole('main')
    const banner = screen.getByRole('banner')
    expect(within(banner).getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument()
    expect(within(banner).getByRole('link', { name: 'LuxPro' })).toBeInTheDocument()
    expect(within(banner).getByRole('button', { name: 'account' })).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Administration sections' })
    expect(nav).toHaveAttribute('id', 'main-navigation')
    expect(within(nav).getByRole('list', { name: 'People' })).toBeInTheDocument()
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users')
    expect(main).toHaveAttribute('id', 'main-content')
    expect(screen.getByRole('link', { name: 'skip' })).toHaveAttribute('href', '#main-navigation')
  })

  it('opens the sections as a drawer on a phone, and closes it with Escape', async () => {
    const user = userEvent.setup()
    renderAdmin(200, info('admin'), null)
    const toggle = await screen.findByRole('button', { name: 'Sections menu' })
    const nav = screen.getByRole('navigation', { hidden: true, name: 'Administration sections' })
    expect(toggle).toHaveAttribute('aria-controls', nav.id)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(nav).toHaveClass('hidden')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(nav).not.toHaveClass('hidden')
    await user.keyboard('{Escape}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  it('shows a refused account neither the sections nor the workspace title', async () => {
    renderAdmin(200, info('individual'))
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { level: 1, name: 'You need an administrator account' }),
      ).toBeInTheDocument(),
    )
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sections menu' })).not.toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('link', { name: 'skip' })).toHaveAttribute('href', '#main-content')
  })
})
