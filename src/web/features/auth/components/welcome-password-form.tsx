import { useMutation } from '@tanstack/react-query'
import { useLocalizedPath } from '@web/components/localized-link'
import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { resetPassword } from '@web/features/auth/api/reset-password'
import { SECOND_STEP, useSignIn } from '@web/features/auth/api/sign-in'
import type { WelcomeSchema } from '@web/features/auth/lib/auth-form-resolvers'
import { lazyResolver } from '@web/lib/forms/lazy-resolver'
import { toast } from '@web/lib/toast/toast'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { z } from 'zod'
import { AuthErrorCallout } from './auth-error-callout'
import { authErrorMessage } from './auth-error-message'
import { EmailField } from './email-field'
import { InvalidLinkNotice, type PasswordLinkFormProps } from './invalid-link-notice'
import { NewPasswordFields } from './new-password-fields'

type WelcomeValues = z.infer<typeof WelcomeSchema>

const resolver = lazyResolver(
  async () => (await import('@web/features/auth/lib/auth-form-resolvers')).welcomeResolver,
)

/** Where a business starts: its overview, with the checklist that puts its listing online. */
const FIRST_PAGE = '/dashboard/overview'

/**
 * A new business's first password, from the approval email's link: the email and the password
 * chosen, then signed in and taken to the checklist. The link is a one-time password token.
 */
export function WelcomePasswordForm({ token, linkError, onSwitch }: PasswordLinkFormProps) {
  const { t } = useTranslation('auth')
  const navigate = useNavigate()
  const localize = useLocalizedPath()
  const signIn = useSignIn()
  const setPassword = useMutation({ mutationFn: resetPassword })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', confirmPassword: '' },
  })

  if (!token || linkError)
    return (
      <InvalidLinkNotice
        title={t('welcome.invalidLinkTitle')}
        body={t('welcome.invalidLinkBody')}
        onSwitch={onSwitch}
      />
    )

  const onSubmit = ({ email, password }: WelcomeValues) => {
    if (setPassword.isPending || signIn.isPending) return
    setPassword.mutate(
      { newPassword: password, token },
      {
        onSuccess: () =>
          signIn.mutate(
            { email, password },
            {
              onSuccess: (user) => {
                if (user === SECOND_STEP) return onSwitch('login')
                toast.success(t('login.welcome'))
                navigate(localize(FIRST_PAGE), { replace: true })
              },
              // The password is set; only the sign-in failed (another address typed, say).
              onError: () => {
                toast.success(t('welcome.setSignInNow'))
                onSwitch('login')
              },
            },
          ),
      },
    )
  }

  const failure = setPassword.isError ? authErrorMessage('resetPassword', setPassword.error) : null
  const busy = setPassword.isPending || signIn.isPending
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-slate-700">{t('welcome.intro')}</p>
      <EmailField registration={register('email')} error={errors.email} />
      <NewPasswordFields
        label={t('fields.password')}
        password={register('password', { deps: ['confirmPassword'] })}
        confirmation={register('confirmPassword')}
        errors={errors}
      />
      {failure && <AuthErrorCallout message={failure} />}
      <Button type="submit" className="w-full" loading={busy}>
        {busy ? t('reset.submitting') : t('welcome.submit')}
      </Button>
    </Form>
  )
}
