import type { RegistrationSchema } from '@shared/accounts/account-schemas'
import type { PendingProjectInput } from '@shared/quotes/pending-project-schemas'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { FormField, Input } from '@web/components/ui/form-field'
import { useSignUp } from '@web/features/auth/api/sign-up'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { lazyResolver } from '@web/lib/forms/lazy-resolver'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AccountTypeChoice } from './account-type-choice'
import { AuthErrorCallout } from './auth-error-callout'
import { authErrorMessage } from './auth-error-message'
import { type AuthField, useAuthFieldError } from './auth-field-error'
import { EmailField } from './email-field'
import { NewPasswordFields } from './new-password-fields'
import { TermsCheckbox } from './terms-checkbox'
import { TextButton } from './text-button'

type RegisterValues = z.input<typeof RegistrationSchema>
type RegisterOutput = z.output<typeof RegistrationSchema>

const resolver = lazyResolver(
  async () => (await import('@web/features/auth/lib/auth-form-resolvers')).registrationResolver,
)

/**
 * The one registration form (product §5): full name, email, optional phone, location, password twice,
 * terms. The register page also asks for the account type and explains the fields; the assistant's
 * quick registration creates a customer account with the place already known from the chat.
 */
export function RegistrationForm({
  full = false,
  defaultLocation = '',
  submitLabel,
  pendingProject,
  onRegistered,
  onLoginInstead,
}: {
  /** The register page: account type choice and field hints. */
  full?: boolean
  defaultLocation?: string
  submitLabel: string
  /** A project to keep for the new account until its email is confirmed (the form's or the chat's). */
  pendingProject?: PendingProjectInput
  /** The account exists; the email may still need confirming. */
  onRegistered: (email: string) => void
  /** The address is already registered: log in instead, with it. */
  onLoginInstead: (email: string) => void
}) {
  const { t } = useTranslation('auth')
  const language = useUiLanguage()
  const signUp = useSignUp()
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: {
      type: 'individual',
      name: '',
      email: '',
      phoneNumber: '',
      location: defaultLocation,
      password: '',
      confirmPassword: '',
    },
  })

  const authFieldError = useAuthFieldError()
  const fieldError = (field: AuthField & keyof RegisterValues) => authFieldError(field, errors[field])

  const onSubmit = ({ name, email, password, type, location, phoneNumber }: RegisterOutput) => {
    if (signUp.isPending) return
    signUp.mutate(
      {
        name,
        email,
        password,
        type,
        location,
        language,
        phoneNumber: phoneNumber || undefined,
        pendingProject,
      },
      { onSuccess: () => onRegistered(email) },
    )
  }

  const failure = signUp.isError ? authErrorMessage('signUp', signUp.error) : null
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} className={full ? 'space-y-5' : 'space-y-4'}>
      {full && <AccountTypeChoice registration={register('type')} error={fieldError('type')} />}
      <FormField label={t('fields.fullName')} error={fieldError('name')}>
        {(field) => <Input {...field} {...register('name')} autoComplete="name" required />}
      </FormField>
      <EmailField registration={register('email')} error={errors.email} />
      <FormField
        label={t('fields.phone')}
        hint={full ? t('fields.phoneHint') : undefined}
        error={fieldError('phoneNumber')}
      >
        {(field) => <Input {...field} {...register('phoneNumber')} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField
        label={t('fields.location')}
        hint={full ? t('fields.locationHint') : undefined}
        error={fieldError('location')}
      >
        {(field) => <Input {...field} {...register('location')} autoComplete="address-level2" required />}
      </FormField>
      <NewPasswordFields
        label={t('fields.password')}
        password={register('password', { deps: ['confirmPassword'] })}
        confirmation={register('confirmPassword')}
        errors={errors}
      />
      <TermsCheckbox registration={register('acceptTerms')} error={fieldError('acceptTerms')} />
      {failure && (
        <AuthErrorCallout message={failure}>
          {failure.key === 'errors.signUp.alreadyRegistered' && (
            <TextButton onClick={() => onLoginInstead(getValues('email'))}>
              {t('register.loginInstead')}
            </TextButton>
          )}
        </AuthErrorCallout>
      )}
      <Button type="submit" className="w-full" loading={signUp.isPending}>
        {signUp.isPending ? t('register.submitting') : submitLabel}
      </Button>
      <p className="text-sm text-slate-600">{t('register.emailConfirmation')}</p>
    </Form>
  )
}
