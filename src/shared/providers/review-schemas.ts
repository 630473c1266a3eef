import { RowIdParamSchema } from '@shared/http/row-id'
import { multiLineText } from '@shared/text/text-input'
import { z } from 'zod'

export const REVIEW_TEXT_MIN = 20
export const REVIEW_TEXT_MAX = 2000

/** POST /api/providers/:slug/reviews (a customer with a completed quote request with this provider). */
export const CreateReviewSchema = z.object({
  rating: z.number().int().min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.'),
  text: multiLineText({
    min: REVIEW_TEXT_MIN,
    max: REVIEW_TEXT_MAX,
    tooShort: `Write at least ${REVIEW_TEXT_MIN} characters.`,
    tooLong: `Write at most ${REVIEW_TEXT_MAX} characters.`,
  }),
})
export type CreateReviewInput = z.infer<typeof CreateReviewSchema>

/** PUT /api/reviews/:id/reply (the listing's owner): the public reply, written or replaced. */
export const ReviewReplySchema = z.object({
  text: multiLineText({
    min: 2,
    max: REVIEW_TEXT_MAX,
    tooShort: 'Write a reply.',
    tooLong: `Write at most ${REVIEW_TEXT_MAX} characters.`,
  }),
})

export const ReviewIdParamsSchema = z.object({ id: RowIdParamSchema })

/** GET /api/providers/:slug/review-eligibility: whether the caller may review, and why not; and whether they own the listing (and so may reply). */
export const ReviewEligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: z.enum(['ok', 'not_customer', 'no_completed_request', 'already_reviewed']),
  isOwner: z.boolean(),
})
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>
