import { authContract } from '@shared/api/auth-contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { type SessionUser, useAuth } from '@web/lib/auth/auth-context'

export interface SignInInput {
  email: string
  password: string
}

/** The password was right and the account has two-step sign-in: a code must follow. */
export const SECOND_STEP = 'second-step'

/** Sets the session cookie on success, or the second step's cookie when a code must follow. */
export function signIn(input: SignInInput): Promise<unknown> {
  return call(authContract.signIn, { body: input })
}

const asksForSecondStep = (answer: unknown) =>
  (answer as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect === true

/** Throws when the session cookie did not stick (blocked storage, clock skew): say login failed. */
export async function knownUser(refresh: () => Promise<SessionUser | null>): Promise<SessionUser> {
  const user = await refresh()
  if (!user) throw new Error('Signed in, but no session was found')
  return user
}

/**
 * Signs in, then reads the profile, so the mutation ends with the person known to the whole app;
 * or ends with SECOND_STEP when the account asks for a code first.
 */
export function useSignIn() {
  const { refresh } = useAuth()
  return useMutation({
    mutationFn: async (input: SignInInput): Promise<SessionUser | typeof SECOND_STEP> => {
      if (asksForSecondStep(await signIn(input))) return SECOND_STEP
      return knownUser(refresh)
    },
  })
}
