import type { Profile } from '@shared/accounts/account-schemas'
import { useHydrated } from '@web/hooks/use-hydrated'
import { fetchCurrentProfile, signOutRemotely } from '@web/lib/api/account-client'
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'

/** product §4: initialisation is forced to finish after 5 seconds even if the auth check has not returned. */
export const AUTH_INIT_TIMEOUT_MS = 5000
/** product §9 storage key "{product}-user": the signed-in profile, kept locally. */
export const USER_STORAGE_KEY = 'luxpro-user'

export type SessionUser = Profile
export type AuthStatus = 'initialising' | 'signedIn' | 'signedOut'

export interface AuthState {
  status: AuthStatus
  user: SessionUser | null
  /** True after the user logged out here: login-required pages then lead home, not to the login page. */
  endedByUser: boolean
  /** Re-reads the profile from the server (after sign-in or a profile change). */
  refresh: () => Promise<SessionUser | null>
  /** Signs out remotely; local state is cleared even when that fails (product §4). Throws the remote error after clearing. */
  signOut: () => Promise<void>
}

const AuthContext = createContext<AuthState | null>(null)

function remember(user: SessionUser | null) {
  try {
    if (user) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user))
    else localStorage.removeItem(USER_STORAGE_KEY)
  } catch {
    // Storage may be unavailable (private mode); the session cookie still works.
  }
}

/** Module-level so its identity is stable: a new function each render would re-run the session check forever. */
const checkCurrentSession = () => fetchCurrentProfile()

export function AuthProvider({
  children,
  check = checkCurrentSession,
}: {
  children: ReactNode
  check?: () => Promise<SessionUser | null>
}) {
  const [status, setStatus] = useState<AuthStatus>('initialising')
  const [user, setUser] = useState<SessionUser | null>(null)
  const [endedByUser, setEndedByUser] = useState(false)

  const apply = useCallback((next: SessionUser | null) => {
    setUser(next)
    setStatus(next ? 'signedIn' : 'signedOut')
    if (next) setEndedByUser(false)
    remember(next)
  }, [])

  useEffect(() => {
    let settled = false
    const finish = (next: SessionUser | null) => {
      if (settled) return
      settled = true
      // A transition: on a page the server rendered, parts still hydrating (their code on its way)
      // wait for it instead of being thrown away and drawn again, which would move the page.
      startTransition(() => apply(next))
    }
    const timer = setTimeout(() => finish(null), AUTH_INIT_TIMEOUT_MS)
    check().then(finish, () => finish(null))
    return () => clearTimeout(timer)
  }, [check, apply])

  const refresh = useCallback(async () => {
    const next = await check()
    apply(next)
    return next
  }, [check, apply])

  const signOut = useCallback(async () => {
    try {
      await signOutRemotely()
    } finally {
      // A transition, like the router's navigation: leaving a login-required page and losing the
      // session render together, so that page never redirects to /auth on the way out.
      startTransition(() => {
        setEndedByUser(true)
        apply(null)
      })
    }
  }, [apply])

  const value = useMemo<AuthState>(
    () => ({ status, user, endedByUser, refresh, signOut }),
    [status, user, endedByUser, refresh, signOut],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext)
  // The session check can answer before a part of a server-rendered page has its code: that part
  // then hydrates in the same render as the answer, and must still see what the server drew (a
  // session not yet known), or its HTML no longer matches. It gets the answer right after.
  const hydrated = useHydrated()
  const asServerRendered = useMemo(
    () => value && { ...value, status: 'initialising' as const, user: null },
    [value],
  )
  if (!value || !asServerRendered) throw new Error('useAuth must be used within an AuthProvider')
  return hydrated ? value : asServerRendered
}
