import { zodResolver } from '@hookform/resolvers/zod'
import { LoginSchema } from '@shared/accounts/account-schemas'
import { Button } from '@web/components/ui/button'
import { type SignInInput, useSignIn } from '@web/features/auth/api/sign-in'
import { CurrentPasswordField } from '@web/features/auth/components/current-password-field'
import { EmailField } from '@web/features/auth/components/email-field'
import { SignInFailure } from '@web/features/auth/components/sign-in-failure'
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
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-4">
      <EmailField registration={register('email')} error={errors.email} />
      <CurrentPasswordField registration={register('password')} error={errors.password} />
      {signIn.isError && <SignInFailure error={signIn.error} email={signIn.variables?.email ?? ''} />}
      <Button type="submit" className="w-full" loading={signIn.isPending}>
        {signIn.isPending ? ta('login.submitting') : t('auth.loginSubmit')}
      </Button>
    </form>
  )
}
