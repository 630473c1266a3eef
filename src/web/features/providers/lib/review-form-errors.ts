import { ApiRequestError } from '@web/lib/api/request-error'

/** The i18n key for a review the server refused (403 review_not_allowed, 409 already_reviewed…). */
export function reviewFailureKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'reviewForm.errors.generic'
  if (error.code === 'already_reviewed' || error.status === 409) return 'reviewForm.errors.alreadyReviewed'
  if (error.code === 'review_not_allowed' || error.status === 403) return 'reviewForm.errors.notAllowed'
  if (error.status === 0) return 'reviewForm.errors.network'
  return 'reviewForm.errors.generic'
}

/** The i18n key for a field problem (zod issue code) of the review form. */
export function reviewFieldErrorKey(field: 'rating' | 'text', issue: string | undefined): string {
  if (field === 'rating') return 'reviewForm.errors.rating'
  if (issue === 'invalid_format') return 'reviewForm.errors.notText'
  return issue === 'too_big' ? 'reviewForm.errors.textTooLong' : 'reviewForm.errors.textTooShort'
}
