import { act, render, screen } from '@testing-library/react'
import { initI18n } from '@web/i18n/i18n'
import { AuthProvider, type SessionUser, useAuth } from '@web/lib/auth/auth-context'
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { RequireAuth } from './require-auth'

function Where() {
  const location = useLocation()
  return <p>{`at ${location.pathname}${location.search}`}</p>
}

function LogOutButton() {
  const { signOut } = useAuth()
  return (
    <button type="button" onClick={() => void signOut().catch(() => {})}>
      log out
    </button>
  )
}

function renderAt(path: string, check: () => Promise<SessionUser | null>) {
  const router = createMemoryRouter(
    [
      {
        path: '/my-requests',
        element: (
          <RequireAuth>
            <p>my requests</p>
            <LogOutButton />
          </RequireAuth>
        ),
      },
      { path: '/auth', element: <Where /> },
      { path: '/', element: <Where /> },
    ],
    { initialEntries: [path] },
  )
  return render(
    <AuthProvider check={check}>
      <RouterProvider router={router} />
    </AuthProvider>,
  )
}

beforeAll(async () => {
  await initI18n('en', ['common'])
})

describe('RequireAuth', () => {
  it('shows the full-screen spinner while the session is checked', () => {
    renderAt('/my-requests', () => new Promise(() => {}))
    expect(screen.getByRole('status')).toBeInTheDocument()
    expect(screen.queryByText('my requests')).not.toBeInTheDocument()
  })

  it('keeps the person on the page and says why while the server does not answer, then opens it', async () => {
    let answer: (user: SessionUser | null) => void = () => {}
    let calls = 0
    renderAt('/my-requests', () => {
      calls++
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch'))
        : new Promise<SessionUser | null>((resolve) => (answer = resolve))
    })
    await act(async () => {})
    expect(
      screen.getByRole('heading', { level: 1, name: 'We cannot check your session yet' }),
    ).toBeInTheDocument()
    expect(screen.queryByText(/^at \/auth/)).not.toBeInTheDocument()
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click())
    await act(async () =>
      answer({ id: 'u1', email: 'anne@example.lu', name: 'Anne', type: 'individual' } as SessionUser),
    )
    expect(screen.getByText('my requests')).toBeInTheDocument()
  })

  it('sends a signed-out visitor to /auth with the way back', async () => {
    renderAt('/my-requests?tab=accepted', async () => null)
    await act(async () => {})
    expect(screen.getByText('at /auth?redirect=%2Fmy-requests%3Ftab%3Daccepted')).toBeInTheDocument()
  })

  it('lets a signed-in user through', async () => {
    renderAt(
      '/my-requests',
      async () => ({ id: '1', email: 'a@b.lu', name: 'A', type: 'individual' }) as SessionUser,
    )
    await act(async () => {})
    expect(screen.getByText('my requests')).toBeInTheDocument()
  })

  it('sends someone who logs out on a login-required page home, not to the login page', async () => {
    renderAt(
      '/my-requests',
      async () => ({ id: '1', email: 'a@b.lu', name: 'A', type: 'individual' }) as SessionUser,
    )
    await act(async () => {})
    await act(async () => screen.getByRole('button', { name: 'log out' }).click())
    expect(await screen.findByText('at /')).toBeInTheDocument()
  })
})
