import { REVIEW_TEXT_MAX, ReviewReplySchema } from '@shared/providers/review-schemas'
import { fieldError } from '@web/lib/forms/field-error'
import { describe, expect, it } from 'vitest'
import { replyFieldWords } from './reply-errors'

/** Which text the reply field shows for the shared schema's verdict (as the form's resolver gives it), every text as its key. */
const replyProblemKey = (text: string) => {
  const issue = ReviewReplySchema.safeParse({ text }).error?.issues[0]
  if (!issue) return null
  return fieldError(
    { type: issue.code, message: issue.message },
    replyFieldWords((key) => key),
    (key) => key,
  )
}

describe('reply problems', () => {
  it('names what to fix in a reply, as the server judges it', () => {
    expect(replyProblemKey('   ')).toBe('reviews.errors.empty')
    expect(replyProblemKey('x'.repeat(REVIEW_TEXT_MAX + 1))).toBe('reviews.errors.tooLong')
    expect(replyProblemKey('Merci\u0000')).toBe('fieldErrors.notText')
    expect(replyProblemKey('Merci beaucoup, à bientôt !')).toBeNull()
    // Counted in characters: 2000 emoji are within the limit.
    expect(replyProblemKey('👍'.repeat(REVIEW_TEXT_MAX))).toBeNull()
  })
})
