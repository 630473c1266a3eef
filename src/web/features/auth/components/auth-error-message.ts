import { ApiRequestError } from '@web/lib/api/request-error'

export type AuthAction = 'signIn' | 'signUp' | 'requestReset' | 'resetPassword' | 'resendVerification'

/** What a failed auth call tells the person: keys in the auth namespace, or the server's own sentence. */
export interface AuthErrorMessage {
  key: string
  /** Why it failed, when the main message (e.g. 'Failed to reset password') does not say. */
  reasonKey?: string
  /** Already in the person's language (the server reads Accept-Language): shown instead of `key`. */
  serverText?: string
}

/** better-auth answers `{code, message}`; our own routes answer `{error: {code, message}}`. */
export function authErrorCode(error: unknown): string | undefined {
  if (!(error instanceof ApiRequestError)) return undefined
  const code = (error.data as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : error.code
}

const TOKEN_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED'])
const PASSWORD_CODES = new Set(['PASSWORD_POLICY', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'])

function reason(action: AuthAction, error: ApiRequestError, code: string | undefined): string {
  if (error.status === 0) return 'errors.reasons.network'
  if (action !== 'resetPassword') return 'errors.reasons.tryAgain'
  if (code === 'PASSWORD_COMMON') return 'errors.reasons.passwordCommon'
  if (code && PASSWORD_CODES.has(code)) return 'errors.reasons.passwordPolicy'
  // A used or expired reset token is a 400 from better-auth.
  if ((code && TOKEN_CODES.has(code)) || error.status === 400) return 'errors.reasons.invalidToken'
  return 'errors.reasons.tryAgain'
}

function signInMessage(error: ApiRequestError, code: string | undefined): string {
  if (error.status === 0) return 'errors.signIn.network'
  if (code === 'EMAIL_NOT_VERIFIED' || error.status === 403) return 'errors.signIn.emailNotVerified'
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401) return 'errors.signIn.invalidCredentials'
  return 'errors.signIn.failed'
}

function signUpMessage(error: ApiRequestError, code: string | undefined): string {
  if (error.status === 0) return 'errors.signUp.network'
  if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
    return 'errors.signUp.alreadyRegistered'
  if (code === 'PASSWORD_COMMON') return 'errors.signUp.passwordCommon'
  if (code && PASSWORD_CODES.has(code)) return 'errors.signUp.passwordPolicy'
  if (code === 'INVALID_ACCOUNT_TYPE') return 'errors.signUp.invalidAccountType'
  return 'errors.signUp.failed'
}

const FAILED_KEYS = {
  requestReset: 'errors.requestReset.failed',
  resetPassword: 'errors.resetPassword.failed',
  resendVerification: 'errors.resendVerification.failed',
} as const

/** Maps any failure of an auth call to what the form shows (product §8). Pure, so it is unit-tested. */
export function authErrorMessage(action: AuthAction, error: unknown): AuthErrorMessage {
  if (!(error instanceof ApiRequestError)) {
    if (action === 'signIn') return { key: 'errors.signIn.failed' }
    if (action === 'signUp') return { key: 'errors.signUp.failed' }
    return { key: FAILED_KEYS[action], reasonKey: 'errors.reasons.tryAgain' }
  }
  const code = authErrorCode(error)
  if (error.status === 429) {
    const text = (error.data as { error?: { message?: unknown } } | null)?.error?.message
    return { key: 'errors.rateLimited', serverText: typeof text === 'string' && text ? text : undefined }
  }
  if (action === 'signIn') return { key: signInMessage(error, code) }
  if (action === 'signUp') return { key: signUpMessage(error, code) }
  return { key: FAILED_KEYS[action], reasonKey: reason(action, error, code) }
}
