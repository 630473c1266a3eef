import type { ContactMessageInput } from '@shared/contact/contact-schemas'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'
import type { FieldWords } from '@web/lib/forms/field-error'

type ContactField = 'name' | 'email' | 'topic' | 'message'

/** What each contact field says of its problems (fieldError adds the words every field shares). */
export function contactFieldWords(field: ContactField, t: (key: string) => string): FieldWords {
  switch (field) {
    case 'name':
      return { codes: { too_big: t('contact.errors.nameTooLong') }, other: t('contact.errors.nameTooShort') }
    case 'email':
      return { codes: { too_big: t('contact.errors.emailInvalid') }, other: t('contact.errors.emailInvalid') }
    case 'topic':
      return { other: t('contact.errors.topicInvalid') }
    case 'message':
      return {
        codes: { too_big: t('contact.errors.messageTooLong') },
        other: t('contact.errors.messageTooShort'),
      }
  }
}

export function isContactField(value: string): value is ContactField & keyof ContactMessageInput {
  return value === 'name' || value === 'email' || value === 'topic' || value === 'message'
}

/** Field problems the server reported (a 400 with details), by field. */
export function serverFieldErrors(error: unknown): ContactField[] {
  if (!(error instanceof ApiRequestError)) return []
  return error.refusedFields.map(({ field }) => field).filter(isContactField)
}

/** The text of the callout after a failed send: translated keys, or the server's own (localised) message. */
export function submitErrorMessage(error: unknown, t: (key: string) => string): string {
  if (!(error instanceof ApiRequestError)) return t('contact.errors.generic')
  if (error.status === 429) return t('contact.errors.tooMany')
  if (error.status === 0) return t('contact.errors.network')
  return failureText(error, t('contact.errors.generic'))
}
