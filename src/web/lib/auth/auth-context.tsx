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
/** While the session cannot be checked, it is asked again after 2, 4, 8… seconds, at most every 30. */
const RETRY_FIRST_MS = 2000
const RETRY_MAX_MS = 30_000
/** product §9 storage key "{product}-user": the signed-in profile, kept locally. */
export const USER_STORAGE_KEY = 'luxpro-user'

export type SessionUser = Profile
/**
 * `unreachable`: the server did not answer the session check (in 5 seconds, or with a failure other
 * than "not signed in"). Nobody is taken for signed out: the check is asked again until it answers.
 */
export type AuthStatus = 'initialising' | 'signedIn' | 'signedOut' | 'unreachable'

export interface AuthState {
  status: AuthStatus
  user: SessionUser | null
  /** True after the user logged out here: login-required pages then lead home, not to the login page. */
  endedByUser: boolean
  /** Re-reads the profile from the server (after sign-in or a profile change). */
  refresh: () => Promise<SessionUser | null>
  /** Signs out remotely; local state is cleared even when that fails (product §4). Throws the remote error after clearing. */
  signOut: () => Promise<void>
  /** Asks the server again now, while the session is `unreachable`. */
  retry: () => void
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

  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) starts the check over
  useEffect(() => {
    let answered = false
    let delay = RETRY_FIRST_MS
    let retryTimer: ReturnType<typeof setTimeout> | undefined
    // A transition: on a page the server rendered, parts still hydrating (their code on its way)
    // wait for it instead of being thrown away and drawn again, which would move the page.
    const answer = (next: SessionUser | null) => {
      if (answered) return
      answered = true
      clearTimeout(retryTimer)
      startTransition(() => apply(next))
    }
    const unreachable = () => setStatus((current) => (current === 'initialising' ? 'unreachable' : current))
    // No answer: say so (once initialisation is over) and ask again, less and less often, until
    // one check answers (a check that hangs does not hold up the next one).
    let retrying = false
    const askAgainLater = () => {
      if (answered || retrying) return
      retrying = true
      const next = () => {
        retryTimer = setTimeout(() => {
          if (answered) return
          ask()
          delay = Math.min(delay * 2, RETRY_MAX_MS)
          next()
        }, delay)
      }
      next()
    }
    const ask = () => {
      check().then(answer, () => {
        if (answered) return
        unreachable()
        askAgainLater()
      })
    }
    // Initialisation ends after 5 seconds, answered or not (product §4).
    const initTimer = setTimeout(() => {
      if (answered) return
      unreachable()
      askAgainLater()
    }, AUTH_INIT_TIMEOUT_MS)
    ask()
    return () => {
      answered = true
      clearTimeout(initTimer)
      clearTimeout(retryTimer)
    }
  }, [check, apply, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])

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
    () => ({ status, user, endedByUser, refresh, signOut, retry }),
    [status, user, endedByUser, refresh, signOut, retry],
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
