import { authContract } from '@shared/api/auth-contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { useAuth } from '@web/lib/auth/auth-context'

/** POST /api/auth/two-factor/verify-totp while signed in: the app's first code turns two-step sign-in on. */
export async function confirmTwoFactor(code: string): Promise<void> {
  await call(authContract.verifyTotp, { body: { code } })
}

export function useConfirmTwoFactor() {
  const { refresh } = useAuth()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmTwoFactor,
    // The library replaces this browser's session: reload the profile, the sessions and their ids.
    onSuccess: async () => {
      await refresh()
      await queryClient.invalidateQueries({ queryKey: ['auth'] })
    },
  })
}
