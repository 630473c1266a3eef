import type { Profile } from '@shared/accounts/account-schemas'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { changeLanguage, initI18n } from '@web/i18n/i18n'
import { toast } from '@web/lib/toast/toast'
import { renderWithProviders } from '@web/test/render'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { Header } from './header'

// Spied on, not mocked: test files share their worker's modules, so a module mocked in one file
// would be another file's mock in the next.
beforeEach(() => {
  vi.spyOn(toast, 'success').mockImplementation(() => {})
  vi.spyOn(toast, 'error').mockImplementation(() => {})
})
afterEach(() => {
  vi.restoreAllMocks()
})

const USER = {
  id: 'u1',
  email: 'anna@example.lu',
  name: 'Anna Weber',
  type: 'business',
  role: 'provider',
  credits: 3,
  profileComplete: true,
} as Profile

function Where() {
  return <p>{`at ${useLocation().pathname}`}</p>
}

function renderHeader(check: () => Promise<Profile | null>) {
  renderWithProviders(
    <>
      <Header />
      <Where />
    </>,
    { at: '/profile', check },
  )
}

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(async () => {
  await changeLanguage('en')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('header account area', () => {
  it('shows a skeleton, not the sign-in button, while the session is checked', () => {
    renderHeader(() => new Promise(() => {}))
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
  })

  it('says it is reconnecting, not "Sign in", while the server does not answer the session check', async () => {
    const check = vi
      .fn<() => Promise<Profile | null>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(USER)
    renderHeader(check)
    const reconnecting = await screen.findByRole('button', { name: 'Reconnecting…' })
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
    await userEvent.click(reconnecting)
    expect(await screen.findByRole('button', { name: 'Account menu for Anna Weber' })).toBeInTheDocument()
  })

  it('shows the sign-in button to a signed-out visitor', async () => {
    renderHeader(async () => null)
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('shows a provider no counter of credits or projects, and a keyboard-usable menu with their pages', async () => {
    renderHeader(async () => USER)
    const trigger = await screen.findByRole('button', { name: 'Account menu for Anna Weber' })
    expect(screen.queryByRole('button', { name: /credit|project/i })).not.toBeInTheDocument()
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
    expect(items).toEqual(['Profile', 'Settings', 'Dashboard', 'Log out'])
  })

  it('offers a customer their requests and no provider page', async () => {
    renderHeader(async () => ({ ...USER, type: 'individual', role: 'customer' }) as Profile)
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna Weber' }))
    const customerItems = within(await screen.findByRole('menu')).getAllByRole('menuitem')
    expect(customerItems.map((item) => item.textContent)).toEqual([
      'Profile',
      'Settings',
      'My requests',
      'Saved providers',
      'Log out',
    ])
  })

  it('offers an admin the console and no customer or provider page, and no counter', async () => {
    renderHeader(async () => ({ ...USER, type: 'admin', role: 'admin' }) as Profile)
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna Weber' }))
    const adminItems = within(await screen.findByRole('menu')).getAllByRole('menuitem')
    expect(adminItems.map((item) => item.textContent)).toEqual(['Profile', 'Settings', 'Admin', 'Log out'])
    expect(screen.queryByRole('button', { name: /credit|project/i })).not.toBeInTheDocument()
  })

  it('tells a customer how many more projects they may start, never a credit (ADR 027)', async () => {
    renderHeader(async () => ({ ...USER, type: 'individual', role: 'customer', credits: 2 }) as Profile)
    const counter = await screen.findByRole('button', {
      name: 'You can start 2 more projects: how does it work?',
    })
    expect(counter).toHaveTextContent('2 more projects')
    counter.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent('You can start 2 more projects.')
    expect(menu).toHaveTextContent('Free: up to 3 open projects at a time.')
    expect(menu).not.toHaveTextContent(/credit/i)
  })

  it('says the same in German', async () => {
    await changeLanguage('de')
    renderHeader(async () => ({ ...USER, type: 'individual', role: 'customer', credits: 1 }) as Profile)
    const counter = await screen.findByRole('button', {
      name: 'Sie können noch 1 Projekt beginnen: Wie funktioniert das?',
    })
    await userEvent.click(counter)
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent('Kostenlos: bis zu 3 offene Projekte gleichzeitig.')
    expect(menu).not.toHaveTextContent(/Guthaben/)
  })

  it('at zero says what to do, and leads to My requests (ADR 027)', async () => {
    renderHeader(async () => ({ ...USER, type: 'individual', role: 'customer', credits: 0 }) as Profile)
    const counter = await screen.findByRole('button', {
      name: 'You can start 0 more projects: how does it work?',
    })
    counter.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    expect(menu).toHaveTextContent(
      'You cannot start a new project right now: close a request you no longer need',
    )
    expect(menu).toHaveTextContent(
      'A project stays open until it is completed or all its requests are closed',
    )
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['My requests', 'About open projects'])
    await userEvent.keyboard('{Enter}')
    expect(await screen.findByText('at /my-requests')).toBeInTheDocument()
  })

  it('shows a bell with the unread notifications, translated, and marks them all read', async () => {
    const list = (unread: number) => ({
      unread,
      items: [
        {
          id: 7,
          kind: 'quote_received',
          params: { projectName: 'Repaint the hallway', providerName: 'Peinture Thill' },
          quoteRequestId: 3,
          href: '/my-requests',
          createdAt: new Date().toISOString(),
          readAt: unread ? null : new Date().toISOString(),
        },
      ],
    })
    const fetch = vi.fn(async (url: string) => Response.json(url.endsWith('/read') ? list(0) : list(1)))
    vi.stubGlobal('fetch', fetch)
    renderHeader(async () => USER)
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' })
    await userEvent.click(bell)
    expect(await screen.findByText('Peinture Thill sent a quote for Repaint the hallway')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('menuitem', { name: 'Mark all as read' }))
    await userEvent.keyboard('{Escape}')
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument()
    expect(fetch).toHaveBeenCalledWith('/api/notifications/read', expect.objectContaining({ method: 'POST' }))
  })

  it('logs out, says so and goes home', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    )
    renderHeader(async () => USER)
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna Weber' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('at /')).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully')
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('still signs out locally when the remote call fails, and says so', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    renderHeader(async () => USER)
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna Weber' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('at /')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Error signing out')
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('says "Failed to logout" when the server refuses the sign-out, and still signs out locally', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/auth/sign-out' ? new Response('{}', { status: 500 }) : new Response('{}'),
      ),
    )
    renderHeader(async () => USER)
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna Weber' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('at /')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Failed to logout')
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })
})
