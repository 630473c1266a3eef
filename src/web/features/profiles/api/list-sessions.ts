import { authContract } from '@shared/api/auth-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { useAuth } from '@web/lib/auth/auth-context'

/** One signed-in device; named by its id (its token never leaves the server). */
export interface AuthSession {
  id: string
  createdAt: string
  expiresAt: string
  updatedAt: string
  ipAddress: string | null
  userAgent: string | null
}

export const SESSIONS_QUERY_KEY = ['auth', 'sessions'] as const

/** GET /api/auth/list-sessions: every signed-in session of the caller, newest first. */
export async function listSessions(signal?: AbortSignal): Promise<AuthSession[]> {
  const sessions = await call(authContract.listSessions, {}, { signal })
  return [...(sessions ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
}

export function useSessions() {
  const userId = useAuth().user?.id
  return useQuery({
    queryKey: [...SESSIONS_QUERY_KEY, userId ?? null],
    queryFn: ({ signal }) => listSessions(signal),
    // Sessions change on other devices: read them afresh each time the page opens.
    enabled: Boolean(userId),
    staleTime: 0,
  })
}
