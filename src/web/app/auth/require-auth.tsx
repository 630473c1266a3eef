import { useLocalizedPath } from '@web/components/localized-link'
import { useAuth } from '@web/lib/auth/auth-context'
import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { FullScreenSpinner } from './full-screen-spinner'
import { SessionUnreachable } from './session-unreachable'

/**
 * Login-required pages (product §6): signed-out visitors go to /auth and come back after login; while
 * the server does not answer the session check, the page says so and opens once it answers. Someone
 * who just logged out here goes home instead, whichever renders first: their navigation or the
 * signed-out state.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, endedByUser } = useAuth()
  const location = useLocation()
  const localize = useLocalizedPath()
  if (status === 'initialising') return <FullScreenSpinner />
  if (status === 'unreachable') return <SessionUnreachable />
  if (status === 'signedOut' && endedByUser) return <Navigate to={localize('/')} replace />
  if (status === 'signedOut') {
    const back = `${location.pathname}${location.search}`
    return <Navigate to={`/auth?redirect=${encodeURIComponent(back)}`} replace />
  }
  return children
}
