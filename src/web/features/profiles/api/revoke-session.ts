import { useMutation, useQueryClient } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'
import { SESSIONS_QUERY_KEY } from './list-sessions'

/** POST /api/auth/revoke-session: signs one device out. */
export async function revokeSession(token: string): Promise<void> {
  await sendRequest('/api/auth/revoke-session', { method: 'POST', body: { token } })
}

export function useRevokeSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: revokeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_QUERY_KEY }),
  })
}
