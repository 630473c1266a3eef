import { ReviewReplySchema } from '@shared/providers/review-schemas'
import type { FieldProblem, FieldWords } from '@web/lib/forms/field-error'

/** What is wrong with a reply (the shared schema's verdict), or null when it may be sent. */
export function replyProblem(text: string): FieldProblem | null {
  const parsed = ReviewReplySchema.safeParse({ text })
  if (parsed.success) return null
  const issue = parsed.error.issues[0]
  return { type: issue?.code, message: issue?.message }
}

/** What the reply field says of its problems (fieldError adds the words every field shares). */
export function replyFieldWords(t: (key: string) => string): FieldWords {
  return { codes: { too_big: t('reviews.errors.tooLong') }, other: t('reviews.errors.empty') }
}
