import { authContract } from '@shared/api/auth-contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { SESSIONS_QUERY_KEY } from './list-sessions'

/** POST /api/auth/revoke-session: signs one device out, named by its session id. */
export async function revokeSession(id: string): Promise<void> {
  await call(authContract.revokeSession, { body: { id } })
}

export function useRevokeSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  })
}
