import type { RegistrableType } from '@shared/accounts/user-types'
import { authContract } from '@shared/api/auth-contract'
import type { UiLanguage } from '@shared/i18n/languages'
import type { PendingProjectInput } from '@shared/quotes/pending-project-schemas'
import { useMutation } from '@tanstack/react-query'
import { call } from '@web/lib/api/call'
import { VERIFIED_CALLBACK_URL } from './callback-urls'

export interface SignUpInput {
  name: string
  email: string
  password: string
  type: RegistrableType
  language: UiLanguage
  location: string
  phoneNumber?: string
  /** The project typed before registering: the server keeps it for the new account. */
  pendingProject?: PendingProjectInput
}

/** Creates the account; no session yet: the person confirms their email address first. */
export function signUp(input: SignUpInput): Promise<unknown> {
  return call(authContract.signUp, { body: { ...input, callbackURL: VERIFIED_CALLBACK_URL } })
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp })
}
