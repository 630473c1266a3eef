import { ProfileFieldsSchema } from '@shared/accounts/account-schemas'
import { failureText } from '@web/lib/api/failure-text'
import { ApiRequestError } from '@web/lib/api/request-error'
import type { TFunction } from 'i18next'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ProfileFieldName, ProfileFormInput } from './profile-form-values'

const FIELD_NAMES = Object.keys(ProfileFieldsSchema.shape) as ProfileFieldName[]

export function isProfileField(value: string): value is ProfileFieldName {
  return (FIELD_NAMES as string[]).includes(value)
}

/** The zod issue code of a field error; lists and coordinates nest theirs. */
export function issueOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { type } = error as { type?: unknown }
  if (typeof type === 'string') return type
  for (const nested of Object.values(error)) {
    const found = issueOf(nested)
    if (found) return found
  }
  return undefined
}

/**
 * The schema's messages are English; each field shows its own translated text for the kind of
 * problem, so French and German users read errors in their language. 'server' means the server
 * refused the value without a usable issue code.
 */
export function profileFieldErrorKey(field: ProfileFieldName, issue: string): string {
  if (issue === 'too_big' && field !== 'interests' && field !== 'services') return 'profile.errors.tooLong'
  // Characters that are not text (control characters, broken symbols). The phone number, postal code
  // and website have a format of their own, named by their own message below.
  const formatted = field === 'phoneNumber' || field === 'postal_code' || field === 'website'
  if (issue === 'invalid_format' && !formatted) return 'profile.errors.notText'
  switch (field) {
    case 'name':
      return issue === 'too_small' ? 'profile.errors.nameTooShort' : 'profile.errors.nameInvalid'
    case 'phoneNumber':
      return 'profile.errors.phoneInvalid'
    case 'postal_code':
      return 'profile.errors.postalCodeInvalid'
    case 'website':
      return 'profile.errors.websiteInvalid'
    case 'businessCategory':
      return 'profile.errors.categoryInvalid'
    case 'country':
      return 'profile.errors.countryInvalid'
    case 'interests':
    case 'services':
      return 'profile.errors.listInvalid'
    default:
      return 'profile.errors.invalid'
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
  const {
    formState: { errors },
  } = useFormContext<ProfileFormInput>()
  return (field: ProfileFieldName) => {
    const issue = issueOf(errors[field])
    return issue ? t(profileFieldErrorKey(field, issue)) : undefined
  }
}
