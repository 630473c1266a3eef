import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'

/**
 * POST /api/users/me/delete: erases the account and ends the session (204); 403 wrong_password
 * when the password does not match.
 */
export async function deleteAccount(password: string): Promise<void> {
  await sendRequest('/api/users/me/delete', { method: 'POST', body: { password } })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
