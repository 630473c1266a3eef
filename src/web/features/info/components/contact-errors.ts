import type { ContactMessageInput } from '@shared/contact/contact-schemas'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'

type ContactField = 'name' | 'email' | 'topic' | 'message'

/**
 * The schema's messages are English; the form shows its own translated text for each field and
 * kind of problem (zod issue code), so French and German users read errors in their language.
 */
export function contactFieldErrorKey(field: ContactField, issue: string | undefined): string {
  if (issue === 'invalid_format' && (field === 'name' || field === 'message')) return 'contact.errors.notText'
  switch (field) {
    case 'name':
      return issue === 'too_big' ? 'contact.errors.nameTooLong' : 'contact.errors.nameTooShort'
    case 'email':
      return 'contact.errors.emailInvalid'
    case 'topic':
      return 'contact.errors.topicInvalid'
    case 'message':
      return issue === 'too_big' ? 'contact.errors.messageTooLong' : 'contact.errors.messageTooShort'
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
