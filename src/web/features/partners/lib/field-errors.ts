import { APPLICATION_MESSAGES, APPLICATION_TEXT_MAX } from '@shared/applications/application-schemas'
import { TEXT_NOT_ALLOWED_MESSAGE } from '@shared/text/text-input'

/**
 * The shared schemas speak English; the form shows its own key per field, so French and German
 * readers get the message in their language (the VAT number has two: format and check digits). A
 * text over its limit says that limit, not the field's usual "at least" hint.
 */
export function fieldErrorKey(
  field: string,
  problem: { type?: string; message?: string },
): { key: string; max?: number } {
  if (problem.message === TEXT_NOT_ALLOWED_MESSAGE) return { key: 'apply.errors.notText' }
  if (problem.message === APPLICATION_MESSAGES.vatChecksum) return { key: 'apply.errors.vatChecksum' }
  const max: number | undefined = APPLICATION_TEXT_MAX[field as keyof typeof APPLICATION_TEXT_MAX]
  if (problem.type === 'too_big' && max !== undefined) return { key: 'apply.errors.tooLong', max }
  return { key: `apply.errors.${field}` }
}
