import { AuthErrorCallout } from './auth-error-callout'
import { authErrorMessage } from './auth-error-message'
import { ResendVerificationButton } from './resend-verification-button'

/** Why a sign-in failed; an unconfirmed email also gets the button to send the link again. */
export function SignInFailure({ error, email }: { error: unknown; email: string }) {
  const failure = authErrorMessage('signIn', error)
  return (
    <AuthErrorCallout message={failure}>
      {failure.key === 'errors.signIn.emailNotVerified' && <ResendVerificationButton email={email} />}
    </AuthErrorCallout>
  )
}
