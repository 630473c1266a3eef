import { allowsFeature } from '@shared/access/access-features'
import { siteContract } from '@shared/api/site-contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import {
  clearAccessSession,
  storeAccessSession,
  useStoredAccessSession,
} from '@web/lib/access/access-session'
import { call } from '@web/lib/api/call'
import { useAuth } from '@web/lib/auth/auth-context'
import { useAccountRole } from '@web/lib/auth/use-account-role'

export const ACCESS_STATUS_KEY = ['access-status'] as const

/** GET /api/access/session: the gate and the session as the server sees them; the stored copy follows it. */
export const accessStatusQuery = queryOptions({
  queryKey: ACCESS_STATUS_KEY,
  queryFn: async ({ signal }) => {
    const status = await call(siteContract.accessSession, {}, { signal })
    if (status.session) storeAccessSession(status.session)
    else clearAccessSession()
    return status
  },
  staleTime: 60_000,
})

export function useAccessStatus() {
  return useQuery(accessStatusQuery)
}

type PageFeature = 'chat' | 'dashboard' | 'directory' | 'profile'

/**
 * What the visitor's access lets them use. With the gate off (or not known yet) everything; with
 * it on, what the session grants (the stored copy until the server answers). Admins pass the gate,
 * as on the server; until the sign-in is known nothing is decided (`known` false).
 */
export function useAccess() {
  const status = useAccessStatus()
  const stored = useStoredAccessSession()
  const auth = useAuth().status
  const admin = useAccountRole() === 'admin'
  const gateEnabled = (status.data?.gateEnabled ?? false) && !admin
  const session = status.data ? status.data.session : stored
  const known = status.data !== undefined && auth !== 'initialising'
  return {
    known,
    gateEnabled,
    session,
    /** How /access offers a code (undefined until the server said). */
    requestMode: status.data?.requestMode,
    limited: known && gateEnabled && session?.accessLevel === 'limited',
    allows: (feature: PageFeature) =>
      !known || !gateEnabled || (session !== null && allowsFeature(session, feature)),
  }
}
