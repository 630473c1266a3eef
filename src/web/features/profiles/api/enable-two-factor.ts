import { authContract } from '@shared/api/auth-contract'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'

export interface TwoFactorSetup {
  /** otpauth:// address for the authenticator app (shown as a QR code). */
  totpURI: string
  /** Shown once, after the first code confirms the setup. */
  backupCodes: string[]
}

/** POST /api/auth/two-factor/enable: the password again; 400 wrong_password when it is wrong. */
export function enableTwoFactor(password: string): Promise<TwoFactorSetup> {
  return call(authContract.enableTwoFactor, { body: { password } })
}

/** Starts the setup: nothing changes for sign-in until the first code confirms it. */
export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor })
}
