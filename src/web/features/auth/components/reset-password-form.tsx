import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { useResetPassword } from '@web/features/auth/api/reset-password'
import type { ResetSchema } from '@web/features/auth/lib/auth-form-resolvers'
import { lazyResolver } from '@web/lib/forms/lazy-resolver'
import { toast } from '@web/lib/toast/toast'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { z } from 'zod'
import { AuthErrorCallout } from './auth-error-callout'
import { authErrorMessage } from './auth-error-message'
import { InvalidLinkNotice, type PasswordLinkFormProps } from './invalid-link-notice'
import { NewPasswordFields } from './new-password-fields'

type ResetValues = z.infer<typeof ResetSchema>

const resolver = lazyResolver(
  async () => (await import('@web/features/auth/lib/auth-form-resolvers')).resetPasswordResolver,
)

export function ResetPasswordForm({ token, linkError, onSwitch }: PasswordLinkFormProps) {
  const { t } = useTranslation('auth')
  const reset = useResetPassword()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmPassword: '' },
  })

  if (!token || linkError)
    return (
      <InvalidLinkNotice
        title={t('reset.invalidLinkTitle')}
        body={t('reset.invalidLinkBody')}
        onSwitch={onSwitch}
      />
    )

  const onSubmit = ({ password }: ResetValues) => {
    if (reset.isPending) return
    reset.mutate(
      { newPassword: password, token },
      {
        onSuccess: () => {
          toast.success(t('reset.success'))
          onSwitch('login')
        },
      },
    )
  }

  const failure = reset.isError ? authErrorMessage('resetPassword', reset.error) : null
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} className="space-y-5">
      <p className="text-slate-700">{t('reset.intro')}</p>
      <NewPasswordFields
        label={t('fields.newPassword')}
        password={register('password', { deps: ['confirmPassword'] })}
        confirmation={register('confirmPassword')}
        errors={errors}
      />
      {failure && (
        <AuthErrorCallout message={failure}>
          {failure.reasonKey === 'errors.reasons.invalidToken' && (
            <Button variant="secondary" size="sm" onClick={() => onSwitch('forgot')}>
              {t('reset.requestNewLink')}
            </Button>
          )}
        </AuthErrorCallout>
      )}
      <Button type="submit" className="w-full" loading={reset.isPending}>
        {reset.isPending ? t('reset.submitting') : t('reset.submit')}
      </Button>
    </Form>
  )
}
