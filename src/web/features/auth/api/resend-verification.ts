import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'
import { VERIFIED_CALLBACK_URL } from './callback-urls'

/** Sends a new confirmation link; the answer is the same whether or not the address has an account. */
export function resendVerification(email: string): Promise<unknown> {
  return sendRequest('/api/auth/send-verification-email', {
    method: 'POST',
    body: { email, callbackURL: VERIFIED_CALLBACK_URL },
  })
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
