import { zodResolver } from '@hookform/resolvers/zod'
import { LoginSchema, RegistrationSchema } from '@shared/accounts/account-schemas'
import { VerifyBackupCodeSchema, VerifyTotpSchema } from '@shared/accounts/auth-request-schemas'
import { PasswordSchema } from '@shared/accounts/password-policy'
import { EmailSchema } from '@shared/contact/contact-schemas'
import { z } from 'zod'
import { withPasswordMatch } from './password-match-resolver'

/*
 * The validation of every form of /auth, in one chunk the forms load on their first validation
 * (lib/forms/lazy-resolver): zod stays out of the sign-in page's first load.
 */

export const EmailOnlySchema = z.object({ email: EmailSchema })

/** The same rules as registration (product §5). */
export const ResetSchema = z
  .object({ password: PasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  })

/** A new business's first password (the approval email's link): its email too, to sign in with both. */
export const WelcomeSchema = z
  .object({ email: EmailSchema, password: PasswordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: "Passwords don't match",
  })

export const signInResolver = zodResolver(LoginSchema)
export const registrationResolver = withPasswordMatch(zodResolver(RegistrationSchema))
export const emailOnlyResolver = zodResolver(EmailOnlySchema)
export const resetPasswordResolver = withPasswordMatch(zodResolver(ResetSchema))
export const welcomeResolver = withPasswordMatch(zodResolver(WelcomeSchema))
/** Sign-in's second step: the API's own schemas (6 digits, or a backup code). */
export const appCodeResolver = zodResolver(VerifyTotpSchema)
export const backupCodeResolver = zodResolver(VerifyBackupCodeSchema)
