import { ApiRequestError } from '@web/lib/api/request-error'
import type { FieldWords } from '@web/lib/forms/field-error'

/** The i18n key for a review the server refused (403 review_not_allowed, 409 already_reviewed…). */
export function reviewFailureKey(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'reviewForm.errors.generic'
  if (error.code === 'already_reviewed' || error.status === 409) return 'reviewForm.errors.alreadyReviewed'
  if (error.code === 'review_not_allowed' || error.status === 403) return 'reviewForm.errors.notAllowed'
  if (error.status === 0) return 'reviewForm.errors.network'
  return 'reviewForm.errors.generic'
}

/** What each review field says of its problems (fieldError adds the words every field shares). */
export function reviewFieldWords(
  field: 'rating' | 'text',
  t: (key: string, values?: Record<string, unknown>) => string,
  limits: { min: number; max: number },
): FieldWords {
  if (field === 'rating') return { other: t('reviewForm.errors.rating') }
  return {
    codes: { too_big: t('reviewForm.errors.textTooLong', limits) },
    other: t('reviewForm.errors.textTooShort', limits),
  }
}
