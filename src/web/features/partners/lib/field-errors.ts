import { APPLICATION_MESSAGES, APPLICATION_TEXT_MAX } from '@shared/applications/application-schemas'
import type { FieldWords } from '@web/lib/forms/field-error'

/**
 * What each application field says of its problems (fieldError adds the words every field shares):
 * its own hint, the VAT number's check digits apart from its format, and a text over its limit
 * that limit, not the field's usual "at least" hint.
 */
export function partnerFieldWords(
  field: string,
  t: (key: string, values?: Record<string, unknown>) => string,
  formatMax: (max: number) => string,
): FieldWords {
  const own = t(`apply.errors.${field}`)
  const max: number | undefined = APPLICATION_TEXT_MAX[field as keyof typeof APPLICATION_TEXT_MAX]
  return {
    messages: { [APPLICATION_MESSAGES.vatChecksum]: t('apply.errors.vatChecksum') },
    codes: { too_big: max === undefined ? own : t('apply.errors.tooLong', { max: formatMax(max) }) },
    other: own,
  }
}
