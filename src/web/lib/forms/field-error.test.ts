import { RegistrationSchema } from '@shared/accounts/account-schemas'
import { TEXT_NOT_ALLOWED_MESSAGE } from '@shared/text/text-input'
import { describe, expect, it } from 'vitest'
import { fieldError, problemOf } from './field-error'

/** The catalogue's words as their keys, so a result says which text was chosen. */
const common = (key: string) => key

describe('fieldError', () => {
  it('says nothing for a field without a problem', () => {
    expect(fieldError(undefined, { other: 'x' }, common)).toBeUndefined()
  })

  it('names characters that are not text the same way in every field, whatever its own words', () => {
    const result = RegistrationSchema.safeParse({ name: 'Anne\u0000' })
    const issue = result.error?.issues.find((i) => i.path[0] === 'name')
    expect(issue?.message).toBe(TEXT_NOT_ALLOWED_MESSAGE)
    const error = { type: issue?.code, message: issue?.message }
    expect(fieldError(error, { other: 'Name must be at least 2 characters.' }, common)).toBe(
      'fieldErrors.notText',
    )
    expect(fieldError({ type: 'server', message: TEXT_NOT_ALLOWED_MESSAGE }, {}, common)).toBe(
      'fieldErrors.notText',
    )
  })

  it('takes the field’s words for the issue, then too long, then its other words, then the catalogue’s', () => {
    const words = { codes: { too_small: 'At least 2.' }, other: 'Enter a name.' }
    expect(fieldError({ type: 'too_small' }, words, common)).toBe('At least 2.')
    expect(fieldError({ type: 'too_big' }, words, common)).toBe('fieldErrors.tooLong')
    expect(fieldError({ type: 'too_big' }, { codes: { too_big: 'At most 120.' } }, common)).toBe(
      'At most 120.',
    )
    expect(fieldError({ type: 'invalid_type' }, words, common)).toBe('Enter a name.')
    expect(fieldError({ type: 'custom' }, {}, common)).toBe('fieldErrors.invalid')
  })

  it('tells two problems of one code apart by the schema’s message', () => {
    const words = {
      messages: { 'Check digits fail.': 'Check it for a typo.' },
      other: 'Enter LU and 8 digits.',
    }
    expect(fieldError({ type: 'custom', message: 'Check digits fail.' }, words, common)).toBe(
      'Check it for a typo.',
    )
    expect(fieldError({ type: 'custom', message: 'Wrong format.' }, words, common)).toBe(
      'Enter LU and 8 digits.',
    )
  })

  it('finds the problem of a list’s entry or an object’s part', () => {
    expect(problemOf([undefined, { type: 'too_big', message: 'long' }])).toEqual({
      type: 'too_big',
      message: 'long',
    })
    expect(problemOf({ lat: { type: 'invalid_type' } })).toEqual({ type: 'invalid_type', message: undefined })
  })
})
