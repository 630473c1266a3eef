import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'
import { type SessionUser, useAuth } from '@web/lib/auth/auth-context'

export interface SignInInput {
  email: string
  password: string
}

/** Sets the session cookie on success. */
export function signIn(input: SignInInput): Promise<unknown> {
  return sendRequest('/api/auth/sign-in/email', { method: 'POST', body: input })
}

/** Signs in, then reads the profile, so the mutation ends with the person known to the whole app. */
export function useSignIn() {
  const { refresh } = useAuth()
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<SessionUser> => {
      await signIn(input)
      const user = await refresh()
      // The cookie did not stick (blocked third-party storage, clock skew): say login failed.
      if (!user) throw new Error('Signed in, but no session was found')
      return user
    },
  })
}
