import { APPLICATION_MESSAGES } from '@shared/applications/application-schemas'
import { TEXT_NOT_ALLOWED_MESSAGE } from '@shared/text/text-input'

/**
 * The shared schemas speak English; the form shows its own key per field, so French and German
 * readers get the message in their language (the VAT number has two: format and check digits).
 */
export function fieldErrorKey(field: string, message: string | undefined): string {
  if (message === TEXT_NOT_ALLOWED_MESSAGE) return 'apply.errors.notText'
  if (message === APPLICATION_MESSAGES.vatChecksum) return 'apply.errors.vatChecksum'
  return `apply.errors.${field}`
}
