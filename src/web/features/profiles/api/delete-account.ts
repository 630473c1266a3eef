import { profileContract } from '@shared/api/profile-contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

/**
 * POST /api/users/me/delete: erases the account and ends the session (204); 403 wrong_password
 * when the password does not match.
 */
export async function deleteAccount(password: string): Promise<void> {
  await call(profileContract.deleteAccount, { body: { password } })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
