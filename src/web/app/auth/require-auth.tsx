import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router'
import { useAuth } from './auth-context'
import { FullScreenSpinner } from './full-screen-spinner'

/** Login-required pages (SPEC §6): signed-out visitors go to /auth and come back after login. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth()
  const location = useLocation()
  if (status === 'initialising') return <FullScreenSpinner />
  if (status === 'signedOut') {
    const back = `${location.pathname}${location.search}`
    return <Navigate to={`/auth?redirect=${encodeURIComponent(back)}`} replace />
  }
  return children
}
