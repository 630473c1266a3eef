import { authContract } from '@shared/api/auth-contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { useAuth } from '@web/lib/auth/auth-context'

/** POST /api/auth/two-factor/disable: the password again; 400 wrong_password when it is wrong. */
export async function disableTwoFactor(password: string): Promise<void> {
  await call(authContract.disableTwoFactor, { body: { password } })
}

export function useDisableTwoFactor() {
  const { refresh } = useAuth()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async () => {
      await refresh()
      await queryClient.invalidateQueries({ queryKey: ['auth'] })
    },
  })
}
