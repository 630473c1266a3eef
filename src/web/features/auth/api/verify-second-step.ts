import { authContract } from '@shared/api/auth-contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { type SessionUser, useAuth } from '@web/lib/auth/auth-context'
import { knownUser } from './sign-in'

export interface SecondStepInput {
  /** A code from the authenticator app, or one of the backup codes. */
  method: 'app' | 'backup'
  code: string
  /** Skip the second step on this browser for 30 days. */
  trustDevice: boolean
}

const OPERATIONS = { app: authContract.verifyTotp, backup: authContract.verifyBackupCode } as const

/** POST verify-totp or verify-backup-code with the challenge cookie the sign-in set; the session follows. */
export function verifySecondStep({ method, code, trustDevice }: SecondStepInput): Promise<unknown> {
  return call(OPERATIONS[method], { body: { code, trustDevice } })
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
