import { authContract } from '@shared/api/auth-contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { RESET_CALLBACK_URL } from './callback-urls'

/** Always answers 200, whether or not the address has an account (no enumeration). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return call(authContract.requestPasswordReset, { body: { email, redirectTo: RESET_CALLBACK_URL } })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
