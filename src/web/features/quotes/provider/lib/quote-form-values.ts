import type { Quote, QuoteInput } from '@shared/quotes/quote-request-schemas'
import { VAT_RATE_NOT_APPLICABLE } from '@shared/quotes/vat'
import type { QuoteTemplate } from '@shared/workspace/workspace-schemas'
import { nextMonday, plusDays } from '@web/features/quotes/components/quote-dates'
import { ApiRequestError } from '@web/lib/api/request-error'
import type { FieldWords } from '@web/lib/forms/field-error'

export const QUOTE_FIELDS = [
  'clientName',
  'startDate',
  'completionDate',
  'materialsCost',
  'laborCost',
  'vatRate',
  'message',
  'validUntil',
] as const
export type QuoteField = (typeof QUOTE_FIELDS)[number]
export type QuoteFormValues = Required<QuoteInput>

/** How long a quote stays valid when nothing else is said (product §3 validity date). */
export const DEFAULT_VALIDITY_DAYS = 30
/** A first proposal for the work itself: Monday to Friday of the proposed week. */
export const DEFAULT_DURATION_DAYS = 4

/** Today's date in the browser's time zone, as yyyy-mm-dd. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/**
 * The form's first values: the existing quote when revising; otherwise the customer's name, a start
 * next Monday and a validity of 30 days, amounts left for the provider to type.
 */
export function initialQuoteValues({
  clientName,
  existing,
  now,
}: {
  clientName: string
  existing: Quote | null
  now: Date
}): QuoteFormValues {
  if (existing) {
    return {
      clientName: existing.clientName,
      startDate: existing.startDate,
      completionDate: existing.completionDate,
      materialsCost: existing.materialsCost,
      laborCost: existing.laborCost,
      // A quote from before VAT was asked is revised at the standard rate unless the provider picks another.
      vatRate: existing.vatRate ?? 'standard',
      message: existing.message,
      validUntil: existing.validUntil,
    }
  }
  const start = nextMonday(now)
  return {
    clientName,
    startDate: start,
    completionDate: plusDays(start, DEFAULT_DURATION_DAYS),
    materialsCost: Number.NaN,
    laborCost: Number.NaN,
    vatRate: 'standard',
    message: '',
    validUntil: plusDays(isoDay(now), DEFAULT_VALIDITY_DAYS),
  }
}

/** A template fills the amounts and the text, and proposes dates from its duration and validity. */
export function applyQuoteTemplate(
  values: QuoteFormValues,
  template: QuoteTemplate,
  now: Date,
): QuoteFormValues {
  return {
    ...values,
    materialsCost: template.materialsCost,
    laborCost: template.laborCost,
    message: template.message || values.message,
    completionDate: plusDays(values.startDate, template.durationDays),
    validUntil: plusDays(isoDay(now), template.validityDays),
  }
}

/** The shared schema's English messages, each with the key of its translation. */
const MESSAGE_KEYS: Record<string, string> = {
  'Enter the client’s name.': 'clientName',
  'Use a date like 2026-12-31.': 'date',
  'The completion date cannot be before the start date.': 'completionBeforeStart',
  'Enter an amount of 0 or more.': 'amountMin',
  'Enter a smaller amount.': 'amountMax',
  'Use at most 2 decimals.': 'decimals',
  'Enter the materials or labour cost.': 'costRequired',
  'Choose a VAT rate.': 'vatRate',
  [VAT_RATE_NOT_APPLICABLE]: 'vatRate',
}

/**
 * What each quote field says of its problems (fieldError adds the words every field shares): the
 * shared schema's messages, the server's included, each in the reader's language; then the field's own.
 */
export function quoteFieldWords(field: QuoteField, t: (key: string) => string): FieldWords {
  const error = (key: string) => t(`response.form.errors.${key}`)
  const messages = Object.fromEntries(
    Object.entries(MESSAGE_KEYS).map(([message, key]) => [message, error(key)]),
  )
  const own = (other: string, tooBig = other): FieldWords => ({ messages, codes: { too_big: tooBig }, other })
  switch (field) {
    case 'clientName':
      return own(error('clientName'), error('tooLong'))
    case 'message':
      return own(error('tooLong'))
    case 'materialsCost':
    case 'laborCost':
      return own(error('amount'))
    case 'vatRate':
      return own(error('vatRate'))
    default:
      return own(error('date'))
  }
}

/** The field problems a 400 validation_error names (path "startDate" → field startDate). */
export function serverFieldErrors(error: unknown): Array<{ field: QuoteField; message: string }> {
  if (!(error instanceof ApiRequestError)) return []
  return error.refusedFields.flatMap(({ field, message }) =>
    QUOTE_FIELDS.includes(field as QuoteField) && message ? [{ field: field as QuoteField, message }] : [],
  )
}
