import { ProfileFieldsSchema } from '@shared/accounts/account-schemas'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'
import { type FieldWords, useFieldError } from '@web/lib/forms/field-error'
import type { TFunction } from 'i18next'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ProfileFieldName, ProfileFormInput } from './profile-form-values'

const FIELD_NAMES = Object.keys(ProfileFieldsSchema.shape) as ProfileFieldName[]

export function isProfileField(value: string): value is ProfileFieldName {
  return (FIELD_NAMES as string[]).includes(value)
}

/** What each profile field says of its problems (fieldError adds the words every field shares). */
export function profileFieldWords(field: ProfileFieldName, t: (key: string) => string): FieldWords {
  switch (field) {
    case 'name':
      return {
        codes: { too_small: t('profile.errors.nameTooShort') },
        other: t('profile.errors.nameInvalid'),
      }
    case 'phoneNumber':
      return { other: t('profile.errors.phoneInvalid') }
    case 'postal_code':
      return { other: t('profile.errors.postalCodeInvalid') }
    case 'website':
      return { other: t('profile.errors.websiteInvalid') }
    case 'businessCategory':
      return { other: t('profile.errors.categoryInvalid') }
    case 'country':
      return { other: t('profile.errors.countryInvalid') }
    case 'interests':
    case 'services':
      return { codes: { too_big: t('profile.errors.listInvalid') }, other: t('profile.errors.listInvalid') }
    default:
      return {}
  }
}

/** Fields the server refused (a 400 with details), in the order it named them. */
export function serverFieldErrors(error: unknown): ProfileFieldName[] {
  if (!(error instanceof ApiRequestError)) return []
  return [...new Set(error.refusedFields.map(({ field }) => field).filter(isProfileField))]
}

/** product §8 profile update: the text of the callout after a failed save. */
export function saveErrorMessage(error: unknown, t: TFunction<'profiles'>): string {
  if (!(error instanceof ApiRequestError)) return t('profile.errors.tryAgain')
  if (error.status === 0) return t('profile.errors.network')
  if (error.status === 401) return t('profile.errors.signedOut')
  if (error.status === 400 && serverFieldErrors(error).length > 0) return t('profile.errors.checkFields')
  if (!error.code) return t('profile.errors.tryAgain')
  return failureText(error, t('profile.errors.tryAgain'))
}

/** The translated error of one profile field, or undefined. */
export function useProfileFieldError() {
  const { t } = useTranslation('profiles')
  const fieldError = useFieldError()
  const {
    formState: { errors },
  } = useFormContext<ProfileFormInput>()
  return (field: ProfileFieldName) => fieldError(errors[field], profileFieldWords(field, t))
}
