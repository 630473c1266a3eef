import { LoginSchema, RegistrationSchema } from '@shared/accounts/account-schemas'
import { fieldError } from '@web/lib/forms/field-error'
import { describe, expect, it } from 'vitest'
import { type AuthField, authFieldWords } from './auth-field-error'

/** Every text as its key, so a result says which text the field shows. */
const key = (k: string) => k
const errorKey = (field: AuthField, issue: { code?: string; message?: string } | undefined) =>
  fieldError(issue && { type: issue.code, message: issue.message }, authFieldWords(field, key), key)

describe('auth field errors', () => {
  it('names characters that are not text (NUL, broken symbols) in the text fields', () => {
    const result = RegistrationSchema.safeParse({
      type: 'individual',
      name: 'Anne\u0000',
      email: 'anne@example.lu',
      location: 'Mersch \ud835',
      password: 'Sunny-Day-2026',
      confirmPassword: 'Sunny-Day-2026',
      acceptTerms: true,
    })
    const keys = (result.error?.issues ?? []).map((issue) => errorKey(issue.path[0] as AuthField, issue))
    expect(keys).toEqual(['fieldErrors.notText', 'fieldErrors.notText'])
  })

  it('maps each registration problem the shared schema reports to a key', () => {
    const result = RegistrationSchema.safeParse({
      type: 'admin',
      name: 'A',
      email: 'not-an-email',
      location: ' ',
      password: 'short',
      confirmPassword: '',
      acceptTerms: false,
    })
    const keys = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [
        issue.path[0],
        errorKey(issue.path[0] as AuthField, issue),
      ]),
    )
    expect(keys).toEqual({
      type: 'errors.fields.accountType',
      name: 'errors.fields.nameTooShort',
      email: 'errors.fields.emailInvalid',
      location: 'errors.fields.locationRequired',
      password: 'errors.fields.passwordRule',
      acceptTerms: 'errors.fields.termsRequired',
    })
  })

  it('tells too long from too short, and the login password from a new one', () => {
    expect(errorKey('name', { code: 'too_big' })).toBe('errors.fields.nameTooLong')
    expect(errorKey('password', { code: 'too_big' })).toBe('errors.fields.passwordTooLong')
    expect(errorKey('password', { code: 'invalid_format' })).toBe('errors.fields.passwordRule')
    const login = LoginSchema.safeParse({ email: 'a@b.lu', password: '' })
    expect(errorKey('currentPassword', login.error?.issues[0])).toBe('errors.fields.passwordRequired')
    expect(errorKey('confirmPassword', { code: 'custom' })).toBe('errors.fields.passwordsDontMatch')
  })
})
