import { useMutation } from '@tanstack/react-query'
import { sendRequest } from '@web/lib/api/http'
import { type SessionUser, useAuth } from '@web/lib/auth/auth-context'
import { knownUser } from './sign-in'

export interface SecondStepInput {
  /** A code from the authenticator app, or one of the backup codes. */
  method: 'app' | 'backup'
  code: string
  /** Skip the second step on this browser for 30 days. */
  trustDevice: boolean
}

const PATHS = {
  app: '/api/auth/two-factor/verify-totp',
  backup: '/api/auth/two-factor/verify-backup-code',
} as const

/** POST verify-totp or verify-backup-code with the challenge cookie the sign-in set; the session follows. */
export function verifySecondStep({ method, code, trustDevice }: SecondStepInput): Promise<unknown> {
  return sendRequest(PATHS[method], { method: 'POST', body: { code, trustDevice } })
}

/** Passes the second step, then reads the profile, like a sign-in. */
export function useVerifySecondStep() {
  const { refresh } = useAuth()
  return useMutation({
    mutationFn: async (input: SecondStepInput): Promise<SessionUser> => {
      await verifySecondStep(input)
      return knownUser(refresh)
    },
  })
}
