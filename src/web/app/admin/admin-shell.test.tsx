import { DEFAULT_SETTINGS } from '@shared/admin/settings-schemas'
import { screen, waitFor } from '@testing-library/react'
import { Layout } from '@web/app/shell/layout'
import { initI18n } from '@web/i18n/i18n'
import type { SessionUser } from '@web/lib/auth/auth-context'
import { renderRoutes } from '@web/test/render'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { AdminShell } from './admin-shell'

const ADMIN = {
  id: 'a1',
  email: 'admin@luxpro.lu',
  name: 'Claire Admin',
  type: 'admin',
  role: 'admin',
  credits: 0,
  profileComplete: true,
} as SessionUser

/** The server's answers, by path: an admin with two-step sign-in, a banner to show, no gate. */
function answer(url: string): unknown {
  const path = new URL(url, 'http://x').pathname
  if (path === '/api/admin/users/current/info') return { data: { ...ADMIN, twoFactorEnabled: true } }
  if (path === '/api/public/settings')
    return { ...DEFAULT_SETTINGS, launchBanner: { ...DEFAULT_SETTINGS.launchBanner, enabled: true } }
  if (path === '/api/access/session') return { gateEnabled: false, session: null }
  if (path.startsWith('/api/admin/applications')) return { open: 0, overdue: 0 }
  if (path.startsWith('/api/notifications')) return { items: [], unread: 0 }
  return {}
}

/** Both frames, as the router has them: the public site's around its pages, the workspace's around /admin. */
function renderAt(at: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
      return new Response(JSON.stringify(answer(url)), { status: 200 })
    }),
  )
  renderRoutes(
    [
      { element: <Layout />, children: [{ index: true, element: <h1>public home</h1> }] },
      { path: 'admin', element: <AdminShell />, children: [{ index: true, element: <p>admin home</p> }] },
    ],
    { at, user: ADMIN },
  )
}

beforeAll(async () => {
  await initI18n('en', ['common', 'admin'])
})
afterEach(() => vi.unstubAllGlobals())

describe('the admin workspace is not the public site', () => {
  it('draws admin pages without the site header, footer, bottom bar, assistant or launch banner', async () => {
    renderAt('/admin')
    // The session check answers after the first render, and the admin check is asked again for the
    // account it names: until both have answered, the page may show and then give way to the check.
    await waitFor(() => {
      expect(screen.getByText('admin home')).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 1, name: 'Administration' })).toBeInTheDocument()
      expect(screen.getByRole('navigation', { name: 'Administration sections' })).toBeInTheDocument()
    })
    expect(screen.getByRole('link', { name: 'LuxPro home' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument()
    // Given time to arrive, as they do on the public page below.
    await new Promise((settle) => setTimeout(settle, 1000))
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).not.toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument()
    expect(screen.queryByRole('complementary', { name: 'Announcement' })).not.toBeInTheDocument()
    expect(screen.queryByTestId('assistant-launcher')).not.toBeInTheDocument()
  })

  it('still draws public pages in the site’s frame', async () => {
    renderAt('/')
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument()
    expect(await screen.findByRole('navigation', { name: 'Quick navigation' })).toBeInTheDocument()
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument()
    expect(await screen.findByRole('complementary', { name: 'Announcement' })).toBeInTheDocument()
    expect(await screen.findByTestId('assistant-launcher', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Administration sections' })).not.toBeInTheDocument()
  })
})
