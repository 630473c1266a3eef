import { act, render, screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_INIT_TIMEOUT_MS, AuthProvider, type SessionUser, useAuth } from './auth-context'

const grabbed: { state: ReturnType<typeof useAuth> | null } = { state: null }
function Grab() {
  grabbed.state = useAuth()
  return null
}

function Status() {
  const { status, user } = useAuth()
  return <p>{`${status}:${user?.email ?? '-'}`}</p>
}

describe('AuthProvider (product §4)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('forces initialisation to finish after 5 seconds when the session check hangs, without taking anyone for signed out', async () => {
    render(
      <AuthProvider check={() => new Promise<SessionUser | null>(() => {})}>
        <Status />
      </AuthProvider>,
    )
    expect(screen.getByText('initialising:-')).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(AUTH_INIT_TIMEOUT_MS - 1))
    expect(screen.getByText('initialising:-')).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(1))
    expect(screen.getByText('unreachable:-')).toBeInTheDocument()
  })

  it('asks again while the server does not answer, less and less often, and signs in once it does', async () => {
    const user = { id: 'u1', email: 'anne@example.lu', name: 'Anne', type: 'individual' } as SessionUser
    const check = vi
      .fn<() => Promise<SessionUser | null>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(user)
    render(
      <AuthProvider check={check}>
        <Status />
      </AuthProvider>,
    )
    await act(async () => {})
    expect(screen.getByText('unreachable:-')).toBeInTheDocument()
    expect(check).toHaveBeenCalledTimes(1)
    await act(async () => vi.advanceTimersByTime(2000))
    expect(check).toHaveBeenCalledTimes(2)
    expect(screen.getByText('unreachable:-')).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(3999))
    expect(check).toHaveBeenCalledTimes(2)
    await act(async () => vi.advanceTimersByTime(1))
    expect(check).toHaveBeenCalledTimes(3)
    expect(screen.getByText('signedIn:anne@example.lu')).toBeInTheDocument()
  })

  it('asks again at once when the person asks to retry', async () => {
    const check = vi
      .fn<() => Promise<SessionUser | null>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(null)
    render(
      <AuthProvider check={check}>
        <Grab />
        <Status />
      </AuthProvider>,
    )
    await act(async () => {})
    expect(screen.getByText('unreachable:-')).toBeInTheDocument()
    await act(async () => grabbed.state!.retry())
    expect(check).toHaveBeenCalledTimes(2)
    expect(screen.getByText('signedOut:-')).toBeInTheDocument()
  })

  it('restores a signed-in user when the check answers in time', async () => {
    const user = { id: 'u1', email: 'anne@example.lu', name: 'Anne', type: 'individual' } as SessionUser
    render(
      <AuthProvider check={async () => user}>
        <Status />
      </AuthProvider>,
    )
    await act(async () => {})
    expect(screen.getByText('signedIn:anne@example.lu')).toBeInTheDocument()
  })

  it('keeps the signed-in profile locally and clears it on sign-out even when the server fails', async () => {
    vi.useRealTimers()
    const user = { id: 'u1', email: 'anne@example.lu', name: 'Anne', type: 'individual' } as SessionUser
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    render(
      <AuthProvider check={async () => user}>
        <Grab />
      </AuthProvider>,
    )
    await act(async () => {})
    expect(JSON.parse(localStorage.getItem('luxpro-user') ?? '{}').email).toBe('anne@example.lu')
    await act(async () => {
      await expect(grabbed.state!.signOut()).rejects.toBeDefined()
    })
    expect(grabbed.state!.status).toBe('signedOut')
    expect(localStorage.getItem('luxpro-user')).toBeNull()
  })

  it('lets a part of a server-rendered page hydrate as the server drew it when the session answers before its code', async () => {
    vi.useRealTimers()
    let loadPart: (part: { default: typeof Status }) => void = () => {}
    const LazyStatus = lazy(() => new Promise<{ default: typeof Status }>((resolve) => (loadPart = resolve)))
    const page = (check: () => Promise<SessionUser | null>) => (
      <AuthProvider check={check}>
        <Suspense fallback={null}>
          <LazyStatus />
        </Suspense>
      </AuthProvider>
    )
    const container = document.createElement('div')
    // The server's HTML of a Suspense boundary, as the server renderer streams it.
    const serverHtml = renderToString(
      <AuthProvider check={() => new Promise(() => {})}>
        <Status />
      </AuthProvider>,
    )
    container.innerHTML = `<!--$-->${serverHtml}<!--/$-->`
    document.body.append(container)
    const hydrationErrors: unknown[] = []
    await act(async () => {
      hydrateRoot(
        container,
        page(async () => null),
        { onRecoverableError: (error) => hydrationErrors.push(error) },
      )
    })
    // The session is known (signed out) before the part's code arrives.
    await act(async () => loadPart({ default: Status }))
    expect(hydrationErrors).toEqual([])
    expect(container.textContent).toBe('signedOut:-')
    container.remove()
  })

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Status />)).toThrow('useAuth must be used within an AuthProvider')
  })
})
