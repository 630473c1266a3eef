import type { FieldWords } from '@web/lib/forms/field-error'

/** What the reply field says of its problems (fieldError adds the words every field shares). */
export function replyFieldWords(t: (key: string) => string): FieldWords {
  return { codes: { too_big: t('reviews.errors.tooLong') }, other: t('reviews.errors.empty') }
}
