/**
 * The stable codes of our API errors: the one catalogue of refusals. Each is also the key of its
 * message in the `errors` namespace of the message catalogues (src/shared/i18n/locales/<lang>/errors.json),
 * which the server answers with and the web app shows (failureText).
 */
export type ErrorCode =
  | 'validation_error'
  | 'invalid_json'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'not_found'
  | 'rate_limited'
  | 'unauthorized'
  | 'forbidden'
  | 'internal_error'
  | 'service_unavailable'
  | 'translation_off'
  | 'translation_failed'
  | 'server_busy'
  | 'unknown_locality'
  | 'review_not_allowed'
  | 'already_reviewed'
  | 'quote_request_unavailable'
  | 'illegal_transition'
  | 'document_decided'
  | 'address_unknown'
  | 'document_expired'
  | 'quote_required'
  | 'no_credits'
  | 'providers_unavailable'
  | 'saved_list_full'
  | 'no_provider_listing'
  | 'file_missing'
  | 'file_empty'
  | 'file_too_large'
  | 'file_type_not_allowed'
  | 'file_name_invalid'
  | 'image_too_large'
  | 'image_unreadable'
  | 'photos_unavailable'
  | 'too_many_photos'
  | 'attachments_unavailable'
  | 'too_many_attachments'
  | 'too_many_streams'
  | 'not_acceptable'
  | 'chat_session_not_found'
  | 'chat_provider_unknown'
  | 'chat_providers_not_proposed'
  | 'cross_site_request'
  | 'cannot_change_own_account'
  | 'email_taken'
  | 'confirmation_mismatch'
  | 'credits_below_zero'
  | 'maintenance'
  | 'already_assigned'
  | 'no_customer_account'
  | 'backup_corrupt'
  | 'backup_busy'
  | 'backup_incompatible'
  | 'import_invalid'
  | 'csv_unreadable'
  | 'application_not_found'
  | 'application_duplicate'
  | 'application_incomplete'
  | 'application_moved_on'
  | 'invoice_not_found'
  | 'listing_hold_refused'
  | 'listing_not_hidden'
  | 'invoice_fully_credited'
  | 'credit_exceeds_invoice'
  | 'statement_unreadable'
  | 'statement_entry_not_found'
  | 'statement_entry_settled'
  | 'invoice_already_paid'
  | 'online_payment_unavailable'
  | 'webhook_signature_invalid'
  | 'plan_unchanged'
  | 'plan_on_request'
  | 'plan_terms_changed'
  | 'onboarding_incomplete'
  | 'invalid_access_code'
  | 'access_required'
  | 'feature_unavailable'
  | 'access_by_waiting_list'
  | 'access_by_email_code'
  | 'two_factor_required'
  | 'two_factor_not_enabled'
  | 'invalid_code'
  | 'two_factor_expired'
  | 'two_factor_locked'
  | 'two_factor_already_enabled'
  | 'invalid_credentials'
  | 'email_not_verified'
  | 'account_deactivated'
  | 'password_policy'
  | 'password_common'
  | 'wrong_password'
  | 'invalid_account_type'
  | 'invalid_token'
  | 'storage_full'
  | 'storage_unavailable'
  | 'storage_key_refused'
  | 'backup_invalid'
  | 'backup_too_large'
  | 'push_unavailable'
  | 'push_endpoint_not_allowed'

/**
 * The statuses a refusal may carry: the caller's fault (not signed in, not allowed, too often), a
 * conflict with the data as it is now, or (502, 503, 507) a service or storage that cannot do it
 * now, said plainly rather than as a generic 500.
 */
const DOMAIN_ERROR_STATUSES = [400, 401, 403, 404, 406, 409, 413, 415, 422, 429, 502, 503, 507] as const
export type DomainErrorStatus = (typeof DOMAIN_ERROR_STATUSES)[number]

export const isDomainErrorStatus = (status: number): status is DomainErrorStatus =>
  (DOMAIN_ERROR_STATUSES as readonly number[]).includes(status)

/** Which input was refused and why (for instance one entry per invalid form field). */
export interface ErrorDetail {
  path: string
  message: string
}

/**
 * The one error type services throw when they refuse a request. The one error handler
 * (`registerErrorHandling`) answers it as `{error: {code, message, details?}}` with `status` and
 * the message of `code` in the caller's language. Not found stays an ordinary answer (null or
 * false) where the route decides what it means.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: DomainErrorStatus,
    readonly details?: readonly ErrorDetail[],
    /**
     * cause: what failed underneath (a storage error), logged by the error handler, never sent.
     * retryAfterSeconds: when to ask again, sent as Retry-After (a busy or unavailable service).
     */
    options?: { cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(code, options)
    this.name = 'DomainError'
    this.retryAfterSeconds = options?.retryAfterSeconds
  }

  readonly retryAfterSeconds: number | undefined
}

/** A 400 validation_error naming each refused field (zod issues, as the schema validation names them). */
export function invalidFields(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  return new DomainError(
    'validation_error',
    400,
    issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })),
  )
}
