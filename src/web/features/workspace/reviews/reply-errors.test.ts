import { REVIEW_TEXT_MAX } from '@shared/providers/review-schemas'
import { describe, expect, it } from 'vitest'
import { replyProblemKey } from './reply-errors'

describe('replyProblemKey', () => {
  it('names what to fix in a reply, as the server judges it', () => {
    expect(replyProblemKey('   ')).toBe('reviews.errors.empty')
    expect(replyProblemKey('x'.repeat(REVIEW_TEXT_MAX + 1))).toBe('reviews.errors.tooLong')
    expect(replyProblemKey('Merci\u0000')).toBe('reviews.errors.notText')
    expect(replyProblemKey('Merci beaucoup, à bientôt !')).toBeNull()
    // Counted in characters: 2000 emoji are within the limit.
    expect(replyProblemKey('👍'.repeat(REVIEW_TEXT_MAX))).toBeNull()
  })
})
