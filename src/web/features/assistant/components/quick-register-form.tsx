import { zodResolver } from '@hookform/resolvers/zod'
import { RegistrationSchema } from '@shared/accounts/account-schemas'
import { Button } from '@web/components/ui/button'
import { FormField, Input } from '@web/components/ui/form-field'
import { useSignUp } from '@web/features/auth/api/sign-up'
import { AuthErrorCallout } from '@web/features/auth/components/auth-error-callout'
import { authErrorMessage } from '@web/features/auth/components/auth-error-message'
import { type AuthField, authFieldErrorKey } from '@web/features/auth/components/auth-field-error'
import { withPasswordMatch } from '@web/features/auth/components/password-match-resolver'
import { TermsCheckbox } from '@web/features/auth/components/terms-checkbox'
import { TextButton } from '@web/features/auth/components/text-button'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useAuth } from '@web/lib/auth/auth-context'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

type Values = z.input<typeof RegistrationSchema>
type Output = z.output<typeof RegistrationSchema>

const resolver = withPasswordMatch(zodResolver(RegistrationSchema))

/**
 * SPEC §5 quick registration: full name, email, optional phone, location, password twice, terms.
 * A customer account; when the server wants the email confirmed first, `onRegistered` says so.
 */
export function QuickRegisterForm({
  location,
  onSignedIn,
  onRegistered,
  onLoginInstead,
}: {
  location: string
  onSignedIn: () => void
  onRegistered: (email: string) => void
  onLoginInstead: (email: string) => void
}) {
  const { t } = useTranslation('assistant')
  const { t: ta } = useTranslation('auth')
  const language = useUiLanguage()
  const { refresh } = useAuth()
  const signUp = useSignUp()
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<Values, unknown, Output>({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: {
      type: 'individual',
      name: '',
      email: '',
      phoneNumber: '',
      location,
      password: '',
      confirmPassword: '',
    },
  })
  const fieldError = (field: AuthField & keyof Values) => {
    const error = errors[field]
    return error ? ta(authFieldErrorKey(field, error.type)) : undefined
  }

  const onSubmit = ({ name, email, password, type, location: place, phoneNumber }: Output) => {
    if (signUp.isPending) return
    signUp.mutate(
      { name, email, password, type, location: place, language, phoneNumber: phoneNumber || undefined },
      {
        // Without email confirmation the account is signed in at once: send straight away.
        onSuccess: async () => ((await refresh().catch(() => null)) ? onSignedIn() : onRegistered(email)),
      },
    )
  }

  const failure = signUp.isError ? authErrorMessage('signUp', signUp.error) : null
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <FormField label={ta('fields.fullName')} error={fieldError('name')}>
        {(field) => <Input {...field} {...register('name')} autoComplete="name" required />}
      </FormField>
      <FormField label={ta('fields.email')} error={fieldError('email')}>
        {(field) => (
          <Input
            {...field}
            {...register('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            required
          />
        )}
      </FormField>
      <FormField label={ta('fields.phone')} error={fieldError('phoneNumber')}>
        {(field) => <Input {...field} {...register('phoneNumber')} type="tel" autoComplete="tel" />}
      </FormField>
      <FormField label={ta('fields.location')} error={fieldError('location')}>
        {(field) => <Input {...field} {...register('location')} autoComplete="address-level2" required />}
      </FormField>
      <FormField
        label={ta('fields.password')}
        hint={ta('fields.passwordRule')}
        error={fieldError('password')}
      >
        {(field) => (
          <Input
            {...field}
            {...register('password', { deps: ['confirmPassword'] })}
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <FormField label={ta('fields.confirmPassword')} error={fieldError('confirmPassword')}>
        {(field) => (
          <Input
            {...field}
            {...register('confirmPassword')}
            type="password"
            autoComplete="new-password"
            required
          />
        )}
      </FormField>
      <TermsCheckbox registration={register('acceptTerms')} error={fieldError('acceptTerms')} />
      {failure && (
        <AuthErrorCallout message={failure}>
          {failure.key === 'errors.signUp.alreadyRegistered' && (
            <TextButton onClick={() => onLoginInstead(getValues('email'))}>
              {ta('register.loginInstead')}
            </TextButton>
          )}
        </AuthErrorCallout>
      )}
      <Button type="submit" className="w-full" loading={signUp.isPending}>
        {signUp.isPending ? ta('register.submitting') : t('auth.registerSubmit')}
      </Button>
      <p className="text-sm text-slate-600">{ta('register.emailConfirmation')}</p>
    </form>
  )
}
