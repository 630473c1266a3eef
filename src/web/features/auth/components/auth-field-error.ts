import { type FieldWords, useFieldError } from '@web/lib/forms/field-error'
import { useTranslation } from 'react-i18next'

export type AuthField =
  | 'type'
  | 'name'
  | 'email'
  | 'phoneNumber'
  | 'location'
  | 'password'
  | 'currentPassword'
  | 'confirmPassword'
  | 'acceptTerms'

/** What each auth field says of its problems (fieldError adds the words every field shares). */
export function authFieldWords(field: AuthField, t: (key: string) => string): FieldWords {
  switch (field) {
    case 'type':
      return { other: t('errors.fields.accountType') }
    case 'name':
      return { codes: { too_big: t('errors.fields.nameTooLong') }, other: t('errors.fields.nameTooShort') }
    case 'email':
      return { codes: { too_big: t('errors.fields.emailInvalid') }, other: t('errors.fields.emailInvalid') }
    case 'phoneNumber':
      return { codes: { too_big: t('errors.fields.phoneTooLong') }, other: t('errors.fields.phoneTooLong') }
    case 'location':
      return {
        codes: { too_big: t('errors.fields.locationTooLong') },
        other: t('errors.fields.locationRequired'),
      }
    case 'password':
      return {
        codes: { too_big: t('errors.fields.passwordTooLong') },
        other: t('errors.fields.passwordRule'),
      }
    case 'currentPassword':
      return {
        codes: { too_big: t('errors.fields.passwordTooLong') },
        other: t('errors.fields.passwordRequired'),
      }
    case 'confirmPassword':
      return { other: t('errors.fields.passwordsDontMatch') }
    case 'acceptTerms':
      return { other: t('errors.fields.termsRequired') }
  }
}

/** The text of an auth field's error in the interface language, or undefined. */
export function useAuthFieldError(): (field: AuthField, error: unknown) => string | undefined {
  const { t } = useTranslation('auth')
  const fieldError = useFieldError()
  return (field, error) => fieldError(error, authFieldWords(field, t))
}
