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

/**
 * The shared schemas speak English; forms show their own key for each field and kind of problem
 * (the zod issue code), so French and German readers get the message in their language.
 */
export function authFieldErrorKey(field: AuthField, issue: string | undefined): string {
  const tooLong = issue === 'too_big'
  // Characters that are not text (control characters, broken symbols) in a text field.
  if (issue === 'invalid_format' && (field === 'name' || field === 'location' || field === 'phoneNumber'))
    return 'errors.fields.notText'
  switch (field) {
    case 'type':
      return 'errors.fields.accountType'
    case 'name':
      return tooLong ? 'errors.fields.nameTooLong' : 'errors.fields.nameTooShort'
    case 'email':
      return 'errors.fields.emailInvalid'
    case 'phoneNumber':
      return 'errors.fields.phoneTooLong'
    case 'location':
      return tooLong ? 'errors.fields.locationTooLong' : 'errors.fields.locationRequired'
    case 'password':
      return tooLong ? 'errors.fields.passwordTooLong' : 'errors.fields.passwordRule'
    case 'currentPassword':
      return tooLong ? 'errors.fields.passwordTooLong' : 'errors.fields.passwordRequired'
    case 'confirmPassword':
      return 'errors.fields.passwordsDontMatch'
    case 'acceptTerms':
      return 'errors.fields.termsRequired'
  }
}
