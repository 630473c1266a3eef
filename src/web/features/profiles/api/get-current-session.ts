import { authContract } from '@shared/api/auth-contract'
import { useQuery } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { useAuth } from '@web/lib/auth/auth-context'

/**
 * GET /api/auth/get-session: the session of this browser. Its token lives in an HttpOnly cookie,
 * so the id is how the sessions list recognises "this device".
 */
export async function getCurrentSessionId(signal?: AbortSignal): Promise<string | null> {
  const answer = await call(authContract.session, {}, { signal })
  return answer?.session?.id ?? null
}

export function useCurrentSessionId() {
  const userId = useAuth().user?.id
  return useQuery({
    queryKey: ['auth', 'current-session', userId ?? null],
    queryFn: ({ signal }) => getCurrentSessionId(signal),
    enabled: Boolean(userId),
    staleTime: 0,
  })
}
