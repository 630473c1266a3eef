import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'

/** SPEC §4: initialisation is forced to finish after 5 seconds even if the auth check has not returned. */
export const AUTH_INIT_TIMEOUT_MS = 5000

export interface SessionUser {
  id: string
  email: string
  name: string
  type: string
}

export type AuthStatus = 'initialising' | 'signedIn' | 'signedOut'

interface AuthState {
  status: AuthStatus
  user: SessionUser | null
}

const AuthContext = createContext<AuthState | null>(null)

/**
 * Until the accounts issue brings sign-in, nobody has a session: the check answers "signed out".
 * The race against the timeout is the real mechanism the accounts work plugs its session call into.
 */
async function checkSession(): Promise<SessionUser | null> {
  return null
}

export function AuthProvider({
  children,
  check = checkSession,
}: {
  children: ReactNode
  check?: () => Promise<SessionUser | null>
}) {
  const [state, setState] = useState<AuthState>({ status: 'initialising', user: null })
  useEffect(() => {
    let settled = false
    const finish = (user: SessionUser | null) => {
      if (settled) return
      settled = true
      setState({ status: user ? 'signedIn' : 'signedOut', user })
    }
    const timer = setTimeout(() => finish(null), AUTH_INIT_TIMEOUT_MS)
    check().then(finish, () => finish(null))
    return () => clearTimeout(timer)
  }, [check])
  const value = useMemo(() => state, [state])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthState {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}
