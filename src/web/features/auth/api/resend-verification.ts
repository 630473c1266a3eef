import { authContract } from '@shared/api/auth-contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { VERIFIED_CALLBACK_URL } from './callback-urls'

/** Sends a new confirmation link; the answer is the same whether or not the address has an account. */
export function resendVerification(email: string): Promise<unknown> {
  return call(authContract.resendVerification, { body: { email, callbackURL: VERIFIED_CALLBACK_URL } })
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
