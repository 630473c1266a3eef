import type { ErrorCode } from '@server/http/domain-error'

/**
 * The auth library's refusals that reach a caller through our routes, as codes of our one
 * catalogue (its messages are English only, ours are in the caller's language). A status here
 * replaces the library's where ours says the same thing another way (a taken email is a 409
 * everywhere in the API).
 */
const LIBRARY_ERRORS: Record<string, { code: ErrorCode; status?: number }> = {
  VALIDATION_ERROR: { code: 'validation_error' },
  INVALID_EMAIL: { code: 'validation_error' },
  USER_ALREADY_EXISTS: { code: 'email_taken', status: 409 },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'email_taken', status: 409 },
  INVALID_ACCOUNT_TYPE: { code: 'invalid_account_type' },
  PASSWORD_POLICY: { code: 'password_policy' },
  PASSWORD_TOO_SHORT: { code: 'password_policy' },
  PASSWORD_TOO_LONG: { code: 'password_policy' },
  PASSWORD_COMMON: { code: 'password_common' },
  INVALID_EMAIL_OR_PASSWORD: { code: 'invalid_credentials' },
  EMAIL_NOT_VERIFIED: { code: 'email_not_verified' },
  BANNED_USER: { code: 'account_deactivated' },
  INVALID_TOKEN: { code: 'invalid_token' },
  TOKEN_EXPIRED: { code: 'invalid_token' },
  // A reset token whose account is gone.
  USER_NOT_FOUND: { code: 'invalid_token' },
  INVALID_PASSWORD: { code: 'wrong_password' },
  CREDENTIAL_ACCOUNT_NOT_FOUND: { code: 'wrong_password' },
  FIELD_NOT_ALLOWED: { code: 'forbidden' },
  INVALID_ORIGIN: { code: 'cross_site_request' },
  MISSING_OR_NULL_ORIGIN: { code: 'cross_site_request' },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { code: 'cross_site_request' },
  // The second step of a sign-in (the two-factor plugin).
  INVALID_CODE: { code: 'invalid_code', status: 401 },
  INVALID_BACKUP_CODE: { code: 'invalid_code', status: 401 },
  INVALID_TWO_FACTOR_COOKIE: { code: 'two_factor_expired', status: 401 },
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'two_factor_expired', status: 401 },
  OTP_HAS_EXPIRED: { code: 'two_factor_expired', status: 401 },
  ACCOUNT_TEMPORARILY_LOCKED: { code: 'two_factor_locked', status: 429 },
  TWO_FACTOR_NOT_ENABLED: { code: 'two_factor_not_enabled' },
  TOTP_NOT_ENABLED: { code: 'two_factor_not_enabled' },
  BACKUP_CODES_NOT_ENABLED: { code: 'two_factor_not_enabled' },
  TOTP_ALREADY_ENABLED: { code: 'two_factor_already_enabled', status: 409 },
  // Storing the account or its session failed: our generic failure (logged, or a 503 while the database is away).
  FAILED_TO_CREATE_USER: { code: 'internal_error', status: 500 },
  FAILED_TO_CREATE_SESSION: { code: 'internal_error', status: 500 },
}

/** What a status means when the library's code is not in the table. */
function codeOfStatus(status: number): ErrorCode {
  if (status === 401) return 'unauthorized'
  if (status === 403) return 'forbidden'
  if (status === 404) return 'not_found'
  if (status === 429) return 'rate_limited'
  if (status >= 500) return 'internal_error'
  return 'validation_error'
}

/** Our code and status for the library's `{code, message}` answer; `known` is false for a code not in the table. */
export function fromLibraryError(libraryCode: unknown, libraryStatus: number) {
  const entry = typeof libraryCode === 'string' ? LIBRARY_ERRORS[libraryCode] : undefined
  const status = entry?.status ?? Math.min(libraryStatus, 500)
  return { code: entry?.code ?? codeOfStatus(status), status, known: entry !== undefined }
}
