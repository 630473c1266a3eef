import type { Quote } from '@shared/quotes/quote-request-schemas'
import { TEXT_NOT_ALLOWED_MESSAGE } from '@shared/text/text-input'
import { ApiRequestError } from '@web/lib/api/request-error'
import { fieldError } from '@web/lib/forms/field-error'
import { describe, expect, it } from 'vitest'
import {
  applyQuoteTemplate,
  initialQuoteValues,
  type QuoteField,
  quoteFieldWords,
  serverFieldErrors,
} from './quote-form-values'

/** Which text a field shows, every text as its key. */
const quoteErrorKey = (field: QuoteField, problem: { type?: string; message?: string }) =>
  fieldError(
    problem,
    quoteFieldWords(field, (key) => key),
    (key) => key,
  )

const FRIDAY = new Date(2026, 10, 27, 15, 30)
const QUOTE: Quote = {
  id: 5,
  clientName: 'A. Schmit',
  startDate: '2026-12-01',
  completionDate: '2026-12-03',
  materialsCost: 120.5,
  laborCost: 300,
  totalCost: 420.5,
  vatRate: null,
  vatPercent: null,
  vatCost: null,
  totalInclVat: null,
  message: 'Cartridge included.',
  validUntil: '2026-12-31',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
}

describe('initialQuoteValues', () => {
  it('prefills the customer’s name, a start next Monday and a validity of 30 days', () => {
    const values = initialQuoteValues({ clientName: 'Anne Schmit', existing: null, now: FRIDAY })
    expect(values).toMatchObject({
      clientName: 'Anne Schmit',
      startDate: '2026-11-30',
      completionDate: '2026-12-04',
      validUntil: '2026-12-27',
      message: '',
    })
    expect(values.materialsCost).toBeNaN()
    expect(values.laborCost).toBeNaN()
  })

  it('starts from the quote already sent when revising', () => {
    expect(initialQuoteValues({ clientName: 'Anne Schmit', existing: QUOTE, now: FRIDAY })).toEqual({
      clientName: 'A. Schmit',
      startDate: '2026-12-01',
      completionDate: '2026-12-03',
      materialsCost: 120.5,
      laborCost: 300,
      vatRate: 'standard',
      message: 'Cartridge included.',
      validUntil: '2026-12-31',
    })
  })
})

describe('applyQuoteTemplate', () => {
  it('takes the amounts and text, and proposes dates from the duration and validity', () => {
    const values = initialQuoteValues({ clientName: 'Anne Schmit', existing: null, now: FRIDAY })
    const next = applyQuoteTemplate(
      values,
      {
        id: 1,
        name: 'Tap swap',
        materialsCost: 80,
        laborCost: 150,
        durationDays: 1,
        validityDays: 14,
        message: 'Standard tap swap.',
      },
      FRIDAY,
    )
    expect(next).toMatchObject({
      clientName: 'Anne Schmit',
      startDate: '2026-11-30',
      completionDate: '2026-12-01',
      materialsCost: 80,
      laborCost: 150,
      message: 'Standard tap swap.',
      validUntil: '2026-12-11',
    })
  })

  it('keeps the provider’s own message when the template has none', () => {
    const values = {
      ...initialQuoteValues({ clientName: 'A', existing: null, now: FRIDAY }),
      message: 'Mine',
    }
    const template = {
      id: 1,
      name: 'T',
      materialsCost: 0,
      laborCost: 90,
      durationDays: 0,
      validityDays: 30,
      message: '',
    }
    expect(applyQuoteTemplate(values, template, FRIDAY).message).toBe('Mine')
  })
})

describe('field errors', () => {
  it('translates the shared schema’s messages, the server’s included', () => {
    expect(
      quoteErrorKey('completionDate', { message: 'The completion date cannot be before the start date.' }),
    ).toBe('response.form.errors.completionBeforeStart')
    expect(
      quoteErrorKey('laborCost', { type: 'custom', message: 'Enter the materials or labour cost.' }),
    ).toBe('response.form.errors.costRequired')
    expect(quoteErrorKey('materialsCost', { type: 'invalid_type', message: 'Invalid input' })).toBe(
      'response.form.errors.amount',
    )
    expect(quoteErrorKey('clientName', { type: 'too_big' })).toBe('response.form.errors.tooLong')
    expect(quoteErrorKey('message', { type: 'invalid_format', message: TEXT_NOT_ALLOWED_MESSAGE })).toBe(
      'fieldErrors.notText',
    )
  })

  it('reads the fields a 400 validation_error names', () => {
    const error = new ApiRequestError(
      'Some fields are missing or invalid.',
      400,
      {
        error: {
          code: 'validation_error',
          message: 'Some fields are missing or invalid.',
          details: [
            { path: 'validUntil', message: 'Use a date like 2026-12-31.' },
            { path: 'body', message: 'ignored' },
          ],
        },
      },
      '/api/quote-requests/1/quote',
    )
    expect(serverFieldErrors(error)).toEqual([
      { field: 'validUntil', message: 'Use a date like 2026-12-31.' },
    ])
    expect(serverFieldErrors(new ApiRequestError('Conflict', 409, null, '/'))).toEqual([])
  })
})
