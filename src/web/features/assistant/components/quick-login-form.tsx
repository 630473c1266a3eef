import { zodResolver } from '@hookform/resolvers/zod'
import { LoginSchema } from '@shared/accounts/account-schemas'
import { Button } from '@web/components/ui/button'
import { FormField, Input } from '@web/components/ui/form-field'
import { type SignInInput, useSignIn } from '@web/features/auth/api/sign-in'
import { AuthErrorCallout } from '@web/features/auth/components/auth-error-callout'
import { authErrorMessage } from '@web/features/auth/components/auth-error-message'
import { authFieldErrorKey } from '@web/features/auth/components/auth-field-error'
import { EmailField } from '@web/features/auth/components/email-field'
import { ResendVerificationButton } from '@web/features/auth/components/resend-verification-button'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'

/** Login inside the chat (SPEC §2 "quick registration or login"), then the request goes out. */
export function QuickLoginForm({ email = '', onSignedIn }: { email?: string; onSignedIn: () => void }) {
  const { t } = useTranslation('assistant')
  const { t: ta } = useTranslation('auth')
  const signIn = useSignIn()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof LoginSchema>, unknown, SignInInput>({
    resolver: zodResolver(LoginSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { email, password: '' },
  })

  const onSubmit = (values: SignInInput) => {
    if (!signIn.isPending) signIn.mutate(values, { onSuccess: onSignedIn })
  }
  const failure = signIn.isError ? authErrorMessage('signIn', signIn.error) : null
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <EmailField registration={register('email')} error={errors.email} />
      <FormField
        label={ta('fields.password')}
        error={errors.password && ta(authFieldErrorKey('currentPassword', errors.password.type))}
      >
        {(field) => (
          <Input
            {...field}
            {...register('password')}
            type="password"
            autoComplete="current-password"
            required
          />
        )}
      </FormField>
      {failure && (
        <AuthErrorCallout message={failure}>
          {failure.key === 'errors.signIn.emailNotVerified' && (
            <ResendVerificationButton email={signIn.variables?.email ?? ''} />
          )}
        </AuthErrorCallout>
      )}
      <Button type="submit" className="w-full" loading={signIn.isPending}>
        {signIn.isPending ? ta('login.submitting') : t('auth.loginSubmit')}
      </Button>
    </form>
  )
}
