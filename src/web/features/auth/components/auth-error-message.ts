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

/**
 * The sentence of our own routes' `{error: {code, message}}` (e.g. 503 while the database is out of
 * reach), already in the person's language. better-auth's own messages are English only: not used.
 */
function localizedServerMessage(error: ApiRequestError, code: string | undefined): string | undefined {
  // An unexpected failure's sentence ("Something went wrong.") says no more than our own wording.
  if (code === 'internal_error') return undefined
  const text = (error.data as { error?: { message?: unknown } } | null)?.error?.message
  return typeof text === 'string' && text.trim() ? text : undefined
}

function signInMessage(error: ApiRequestError, code: string | undefined): AuthErrorMessage {
  if (error.status === 0) return { key: 'errors.signIn.network' }
  if (code === 'EMAIL_NOT_VERIFIED' || error.status === 403) return { key: 'errors.signIn.emailNotVerified' }
  if (code === 'INVALID_EMAIL_OR_PASSWORD' || error.status === 401)
    return { key: 'errors.signIn.invalidCredentials' }
  // The server refused the email or password as written (not a wrong pair: that is a 401 above).
  if (code === 'INVALID_EMAIL' || code === 'VALIDATION_ERROR' || error.status === 400)
    return { key: 'errors.signIn.invalidInput' }
  const message = localizedServerMessage(error, code)
  if (message) return { key: 'errors.signIn.failedWithReason', values: { message } }
  if (error.status >= 500) return { key: 'errors.signIn.serverError' }
  return { key: 'errors.signIn.failed' }
}

function signUpMessage(error: ApiRequestError, code: string | undefined): AuthErrorMessage {
  if (error.status === 0) return { key: 'errors.signUp.network' }
  if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL')
    return { key: 'errors.signUp.alreadyRegistered' }
  if (code === 'PASSWORD_COMMON') return { key: 'errors.signUp.passwordCommon' }
  if (code && PASSWORD_CODES.has(code)) return { key: 'errors.signUp.passwordPolicy' }
  if (code === 'INVALID_ACCOUNT_TYPE') return { key: 'errors.signUp.invalidAccountType' }
  // better-auth's own code when storing the new user failed.
  if (code === 'FAILED_TO_CREATE_USER') return { key: 'errors.signUp.createUserFailed' }
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
    const text = (error.data as { error?: { message?: unknown } } | null)?.error?.message
    return { key: 'errors.rateLimited', serverText: typeof text === 'string' && text ? text : undefined }
  }
  if (action === 'signIn') return signInMessage(error, code)
  if (action === 'signUp') return signUpMessage(error, code)
  return { key: FAILED_KEYS[action], reasonKey: reason(action, error, code) }
}

/** The library's codes for a second step that can no longer succeed: the sign-in must start again. */
const EXPIRED_CHALLENGE_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'])

/** Why sign-in's second step failed (a wrong code, an expired step, a locked account…). */
export function secondStepErrorMessage(error: unknown): AuthErrorMessage {
  if (!(error instanceof ApiRequestError)) return { key: 'errors.secondStep.failed' }
  const code = authErrorCode(error)
  if (error.status === 0) return { key: 'errors.signIn.network' }
  if (code === 'ACCOUNT_TEMPORARILY_LOCKED') return { key: 'errors.secondStep.locked' }
  if (error.status === 429) return { key: 'errors.rateLimited' }
  if (code && EXPIRED_CHALLENGE_CODES.has(code)) return { key: 'errors.secondStep.expired' }
  if (code === 'INVALID_CODE' || code === 'INVALID_BACKUP_CODE' || error.status === 401)
    return { key: 'errors.secondStep.wrongCode' }
  return { key: 'errors.secondStep.failed' }
}
