import { LoginSchema, RegistrationSchema } from '@shared/accounts/account-schemas'
import { describe, expect, it } from 'vitest'
import { type AuthField, authFieldErrorKey } from './auth-field-error'

describe('authFieldErrorKey', () => {
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
    const keys = (result.error?.issues ?? []).map((issue) =>
      authFieldErrorKey(issue.path[0] as AuthField, issue.code),
    )
    expect(keys).toEqual(['errors.fields.notText', 'errors.fields.notText'])
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
        authFieldErrorKey(issue.path[0] as AuthField, issue.code),
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
    expect(authFieldErrorKey('name', 'too_big')).toBe('errors.fields.nameTooLong')
    expect(authFieldErrorKey('password', 'too_big')).toBe('errors.fields.passwordTooLong')
    expect(authFieldErrorKey('password', 'invalid_format')).toBe('errors.fields.passwordRule')
    const login = LoginSchema.safeParse({ email: 'a@b.lu', password: '' })
    expect(authFieldErrorKey('currentPassword', login.error?.issues[0]?.code)).toBe(
      'errors.fields.passwordRequired',
    )
    expect(authFieldErrorKey('confirmPassword', 'custom')).toBe('errors.fields.passwordsDontMatch')
  })
})
