import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'
import { RESET_CALLBACK_URL } from './callback-urls'

/** Always answers 200, whether or not the address has an account (no enumeration). */
export function requestPasswordReset(email: string): Promise<unknown> {
  return sendRequest('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: RESET_CALLBACK_URL },
  })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
