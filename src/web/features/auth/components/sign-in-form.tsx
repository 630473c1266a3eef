import { Button } from '@web/components/ui/button'
import { Form } from '@web/components/ui/form'
import { SECOND_STEP, type SignInInput, useSignIn } from '@web/features/auth/api/sign-in'
import type { SessionUser } from '@web/lib/auth/auth-context'
import { lazyResolver } from '@web/lib/forms/lazy-resolver'
import { type ReactNode, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { CurrentPasswordField } from './current-password-field'
import { EmailField } from './email-field'
import { SecondStepForm } from './second-step-form'
import { SignInFailure } from './sign-in-failure'

const signInResolver = lazyResolver(
  async () => (await import('@web/features/auth/lib/auth-form-resolvers')).signInResolver,
)

/**
 * The one sign-in form: email, password, the reason a sign-in failed, and the submit button; then,
 * for an account with two-step sign-in, the code. The login page and the assistant's in-chat login
 * differ only in the button's words, what follows a sign-in and what comes under the button.
 */
export function SignInForm({
  defaultEmail = '',
  submitLabel,
  onSignedIn,
  compact = false,
  children,
}: {
  defaultEmail?: string
  submitLabel: string
  onSignedIn: (user: SessionUser) => void
  /** Tighter spacing, inside the chat. */
  compact?: boolean
  children?: ReactNode
}) {
  const { t } = useTranslation('auth')
  const signIn = useSignIn()
  const [secondStep, setSecondStep] = useState(false)
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: signInResolver,
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { email: defaultEmail, password: '' },
  })

  const onSubmit = (values: SignInInput) => {
    if (signIn.isPending) return
    signIn.mutate(values, {
      onSuccess: (result) => (result === SECOND_STEP ? setSecondStep(true) : onSignedIn(result)),
    })
  }

  if (secondStep)
    return (
      <SecondStepForm
        submitLabel={submitLabel}
        onSignedIn={onSignedIn}
        onRestart={() => {
          signIn.reset()
          setSecondStep(false)
        }}
        compact={compact}
      />
    )
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} className={compact ? 'space-y-4' : 'space-y-5'}>
      <EmailField registration={register('email')} error={errors.email} />
      <CurrentPasswordField registration={register('password')} error={errors.password} />
      {signIn.isError && <SignInFailure error={signIn.error} email={signIn.variables?.email ?? ''} />}
      <Button type="submit" className="w-full" loading={signIn.isPending}>
        {signIn.isPending ? t('login.submitting') : submitLabel}
      </Button>
      {children}
    </Form>
  )
}
