import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'

export interface ResetPasswordInput {
  newPassword: string
  token: string
}

/** The token from the email link works once, for one hour. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return sendRequest('/api/auth/reset-password', { method: 'POST', body: input })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
