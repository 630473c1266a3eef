import { zodResolver } from '@hookform/resolvers/zod'
import { LoginSchema } from '@shared/accounts/account-schemas'
import { useLocalizedPath } from '@web/app/shell/localized-link'
import { Button } from '@web/components/ui/button'
import { FormField, Input } from '@web/components/ui/form-field'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import { type SignInInput, useSignIn } from '../api/sign-in'
import { AuthErrorCallout } from './auth-error-callout'
import { authErrorMessage } from './auth-error-message'
import { authFieldErrorKey } from './auth-field-error'
import type { AuthTab } from './auth-tab'
import { EmailField } from './email-field'
import { postLoginPath } from './post-login-path'
import { ResendVerificationButton } from './resend-verification-button'
import { TextButton } from './text-button'

export function LoginForm({ onSwitch }: { onSwitch: (tab: AuthTab) => void }) {
  const { t } = useTranslation('auth')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const signIn = useSignIn()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof LoginSchema>, unknown, SignInInput>({
    resolver: zodResolver(LoginSchema),
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = (values: SignInInput) => {
    if (signIn.isPending) return
    signIn.mutate(values, {
      onSuccess: (user) => {
        toast.success(t('login.success'))
        navigate(localize(postLoginPath(params.get('redirect'), user.role)), { replace: true })
      },
    })
  }

  const failure = signIn.isError ? authErrorMessage('signIn', signIn.error) : null
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <EmailField registration={register('email')} error={errors.email} />
      <FormField
        label={t('fields.password')}
        error={errors.password && t(authFieldErrorKey('currentPassword', errors.password.type))}
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
        {signIn.isPending ? t('login.submitting') : t('login.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <TextButton onClick={() => onSwitch('forgot')}>{t('login.forgotLink')}</TextButton>
        <p className="text-slate-600">
          {t('login.noAccount')}{' '}
          <TextButton onClick={() => onSwitch('register')}>{t('login.registerLink')}</TextButton>
        </p>
      </div>
    </form>
  )
}
