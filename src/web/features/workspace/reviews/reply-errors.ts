import { ReviewReplySchema } from '@shared/providers/review-schemas'

/** The i18n key of what is wrong with a reply (the shared schema's verdict), or null when it may be sent. */
export function replyProblemKey(text: string): string | null {
  const parsed = ReviewReplySchema.safeParse({ text })
  if (parsed.success) return null
  const issue = parsed.error.issues[0]?.code
  if (issue === 'too_big') return 'reviews.errors.tooLong'
  if (issue === 'invalid_format') return 'reviews.errors.notText'
  return 'reviews.errors.empty'
}
