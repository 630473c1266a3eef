import { authContract } from '@shared/api/auth-contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export interface ChangePasswordInput {
  currentPassword: string
  newPassword: string
  revokeOtherSessions: boolean
}

/** POST /api/auth/change-password (better-auth); 400/401 when the current password is wrong. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  await call(authContract.changePassword, { body: input })
}

export function useChangePassword() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    // Signing out other devices replaces this device's session too: reload the list and its id.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['auth'] }),
  })
}
