import { ApiRequestError } from '@web/lib/api/request-error'
import { fieldError } from '@web/lib/forms/field-error'
import { describe, expect, it } from 'vitest'
import { reviewFailureKey, reviewFieldWords } from './review-form-errors'

const refused = (status: number, code: string) =>
  new ApiRequestError('refused', status, { error: { code, message: 'refused' } }, '/api/providers/x/reviews')

describe('reviewFailureKey', () => {
  it('names the server’s reasons', () => {
    expect(reviewFailureKey(refused(409, 'already_reviewed'))).toBe('reviewForm.errors.alreadyReviewed')
    expect(reviewFailureKey(refused(403, 'review_not_allowed'))).toBe('reviewForm.errors.notAllowed')
    expect(reviewFailureKey(new ApiRequestError('offline', 0, null, '/x'))).toBe('reviewForm.errors.network')
    expect(reviewFailureKey(refused(500, 'internal'))).toBe('reviewForm.errors.generic')
    expect(reviewFailureKey(new Error('boom'))).toBe('reviewForm.errors.generic')
  })
})

describe('reviewFieldWords', () => {
  const key = (k: string) => k
  const limits = { min: 10, max: 2000 }
  const errorKey = (field: 'rating' | 'text', type: string) =>
    fieldError({ type }, reviewFieldWords(field, key, limits), key)

  it('tells a too short text from a too long one', () => {
    expect(errorKey('text', 'too_small')).toBe('reviewForm.errors.textTooShort')
    expect(errorKey('text', 'too_big')).toBe('reviewForm.errors.textTooLong')
    expect(errorKey('rating', 'too_small')).toBe('reviewForm.errors.rating')
  })
})
