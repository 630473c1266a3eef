import { zodResolver } from '@hookform/resolvers/zod'
import { LoginSchema } from '@shared/accounts/account-schemas'
import { useLocalizedPath } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { type SignInInput, useSignIn } from '@web/features/auth/api/sign-in'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import type { z } from 'zod'
import type { AuthTab } from './auth-tab'
import { CurrentPasswordField } from './current-password-field'
import { EmailField } from './email-field'
import { postLoginPath } from './post-login-path'
import { SignInFailure } from './sign-in-failure'
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

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <EmailField registration={register('email')} error={errors.email} />
      <CurrentPasswordField registration={register('password')} error={errors.password} />
      {signIn.isError && <SignInFailure error={signIn.error} email={signIn.variables?.email ?? ''} />}
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
