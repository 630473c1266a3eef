import type { Profile } from '@shared/accounts/account-schemas'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage, i18n, initI18n } from '../../i18n/i18n'
import { AuthProvider } from '../auth/auth-context'
import { Header } from './header'

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }))
vi.mock('sonner', () => ({ toast }))

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
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <Header />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/profile'] },
  )
  render(
    <I18nextProvider i18n={i18n}>
      <AuthProvider check={check}>
        <RouterProvider router={router} />
      </AuthProvider>
    </I18nextProvider>,
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
  toast.success.mockClear()
  toast.error.mockClear()
})

describe('header account area', () => {
  it('shows a skeleton, not the sign-in button, while the session is checked', () => {
    renderHeader(() => new Promise(() => {}))
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument()
  })

  it('shows the sign-in button to a signed-out visitor', async () => {
    renderHeader(async () => null)
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('shows the credits and a keyboard-usable menu with the pages of a provider', async () => {
    renderHeader(async () => USER)
    expect(await screen.findByRole('img', { name: '3 credits' })).toBeInTheDocument()
    const trigger = await screen.findByRole('button', { name: 'Account menu for Anna Weber' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent)
    expect(items).toEqual(['Profile', 'Settings', 'My requests', 'Dashboard', 'Log out'])
  })

  it('logs out, says so and goes home', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{}')))
    renderHeader(async () => USER)
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna Weber' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('at /')).toBeInTheDocument()
    expect(toast.success).toHaveBeenCalledWith('Logged out successfully')
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })

  it('still signs out locally when the remote call fails, and says so', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    renderHeader(async () => USER)
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna Weber' }))
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('at /')).toBeInTheDocument()
    expect(toast.error).toHaveBeenCalledWith('Error signing out')
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })
})
