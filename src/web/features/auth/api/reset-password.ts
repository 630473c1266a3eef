import { authContract } from '@shared/api/auth-contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export interface ResetPasswordInput {
  newPassword: string
  token: string
}

/** The token from the email link works once, for one hour. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return call(authContract.resetPassword, { body: input })
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword })
}
