import { ApiRequestError } from '@web/lib/api/request-error'

export type AuthAction = 'signIn' | 'signUp' | 'requestReset' | 'resetPassword' | 'resendVerification'

/** What a failed auth call tells the person: keys in the auth namespace, or the server's own sentence. */
export interface AuthErrorMessage {
  key: string
  /** Why it failed, when the main message (e.g. 'Failed to reset password') does not say. */
  reasonKey?: string
  /** Already in the person's language (the server reads Accept-Language): shown instead of `key`. */
  serverText?: string
  /** Interpolated into `key` ("Login failed: {message}"). */
  values?: { message: string }
}

/** Every route, the auth routes included, answers `{error: {code, message}}`. */
export function authErrorCode(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.code : undefined
}

function reason(action: AuthAction, error: ApiRequestError, code: string | undefined): string {
  if (error.status === 0) return 'errors.reasons.network'
  if (action !== 'resetPassword') return 'errors.reasons.tryAgain'
  if (code === 'password_common') return 'errors.reasons.passwordCommon'
  if (code === 'password_policy') return 'errors.reasons.passwordPolicy'
  // A used or expired reset token is a 400.
  if (code === 'invalid_token' || error.status === 400) return 'errors.reasons.invalidToken'
  return 'errors.reasons.tryAgain'
}

/** The server's sentence (e.g. 503 while the database is out of reach), already in the person's language. */
function localizedServerMessage(error: ApiRequestError, code: string | undefined): string | undefined {
  // An unexpected failure's sentence ("Something went wrong.") says no more than our own wording.
  if (code === 'internal_error') return undefined
  return error.serverMessage
}

function signInMessage(error: ApiRequestError, code: string | undefined): AuthErrorMessage {
  if (error.status === 0) return { key: 'errors.signIn.network' }
  if (code === 'email_not_verified') return { key: 'errors.signIn.emailNotVerified' }
  if (code === 'invalid_credentials' || error.status === 401)
    return { key: 'errors.signIn.invalidCredentials' }
  // The server refused the email or password as written (not a wrong pair: that is a 401 above).
  if (code === 'validation_error' || error.status === 400) return { key: 'errors.signIn.invalidInput' }
  const message = localizedServerMessage(error, code)
  if (message) return { key: 'errors.signIn.failedWithReason', values: { message } }
  if (error.status >= 500) return { key: 'errors.signIn.serverError' }
  return { key: 'errors.signIn.failed' }
}

function signUpMessage(error: ApiRequestError, code: string | undefined): AuthErrorMessage {
  if (error.status === 0) return { key: 'errors.signUp.network' }
  if (code === 'email_taken') return { key: 'errors.signUp.alreadyRegistered' }
  if (code === 'password_common') return { key: 'errors.signUp.passwordCommon' }
  if (code === 'password_policy') return { key: 'errors.signUp.passwordPolicy' }
  if (code === 'invalid_account_type') return { key: 'errors.signUp.invalidAccountType' }
  const message = localizedServerMessage(error, code)
  if (message) return { key: 'errors.signUp.failedWithReason', values: { message } }
  if (error.status >= 500) return { key: 'errors.signUp.serverError' }
  return { key: 'errors.signUp.failed' }
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
    return { key: 'errors.rateLimited', serverText: error.serverMessage }
  }
  if (action === 'signIn') return signInMessage(error, code)
  if (action === 'signUp') return signUpMessage(error, code)
  return { key: FAILED_KEYS[action], reasonKey: reason(action, error, code) }
}

/** Why sign-in's second step failed (a wrong code, an expired step, a locked account…). */
export function secondStepErrorMessage(error: unknown): AuthErrorMessage {
  if (!(error instanceof ApiRequestError)) return { key: 'errors.secondStep.failed' }
  const code = authErrorCode(error)
  if (error.status === 0) return { key: 'errors.signIn.network' }
  if (code === 'two_factor_locked') return { key: 'errors.secondStep.locked' }
  if (error.status === 429) return { key: 'errors.rateLimited' }
  if (code === 'two_factor_expired') return { key: 'errors.secondStep.expired' }
  if (code === 'invalid_code' || error.status === 401) return { key: 'errors.secondStep.wrongCode' }
  return { key: 'errors.secondStep.failed' }
}
