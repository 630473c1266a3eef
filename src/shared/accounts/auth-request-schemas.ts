import { EmailSchema, PersonNameSchema } from '@shared/contact/contact-schemas'
import { UI_LANGUAGES } from '@shared/i18n/languages'
import { PendingProjectInputSchema } from '@shared/quotes/pending-project-schemas'
import { singleLineText } from '@shared/text/text-input'
import { z } from 'zod'
import { PASSWORD_MAX } from './password-policy'

/**
 * Bodies of the auth library's endpoints that the product exposes (ADR 007). Anything else the
 * library offers is not routed. Passwords are checked against the rule by the auth hooks, which
 * answer with the stable code PASSWORD_POLICY; here they are only bounded.
 */
const Password = z.string().min(1).max(PASSWORD_MAX)
/** The library's tokens are URL-safe; anything else cannot be one. */
const Token = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[\w.~-]+$/, 'Not a valid token.')
/** A path on this site: never another origin, so emailed links cannot redirect elsewhere. */
const LocalPath = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'Must be a path on this site.')

export const SignUpRequestSchema = z.object({
  name: PersonNameSchema,
  email: EmailSchema,
  password: Password,
  /** Checked by the auth hook, which says INVALID_ACCOUNT_TYPE for anything but customer or business. */
  type: z.string().max(40).optional(),
  language: z.enum(UI_LANGUAGES).default('en'),
  location: singleLineText({ max: 120 }).optional(),
  phoneNumber: singleLineText({ max: 40 }).optional(),
  callbackURL: LocalPath.optional(),
  /** The project typed before registering, kept for the new account until it is sent. */
  pendingProject: PendingProjectInputSchema.optional(),
})

export const SignInRequestSchema = z.object({
  email: EmailSchema,
  password: Password,
  rememberMe: z.boolean().optional(),
  callbackURL: LocalPath.optional(),
})

export const EmailLinkRequestSchema = z.object({
  email: EmailSchema,
  callbackURL: LocalPath.optional(),
})

/** Where an emailed reset link lands (with ?token=…, or ?error=INVALID_TOKEN) unless the request names another page. */
export const PASSWORD_RESET_PAGE = '/auth?tab=reset'

export const PasswordResetRequestSchema = z.object({
  email: EmailSchema,
  redirectTo: LocalPath.default(PASSWORD_RESET_PAGE),
})

export const ResetPasswordSchema = z.object({ token: Token, newPassword: Password })

export const ChangePasswordSchema = z.object({
  currentPassword: Password,
  newPassword: Password,
  revokeOtherSessions: z.boolean().optional(),
})

/** A session is named by its id: its token, the credential, never leaves the server. */
export const RevokeSessionSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, 'Not a session id.'),
})

/** Digits of an authenticator app's code (TOTP, RFC 6238). */
export const TOTP_CODE_DIGITS = 6
/** A code from the authenticator app, as typed (spaces dropped). */
export const TotpCodeSchema = z
  .string()
  .max(20)
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your app.'))
/** A backup code as shown (`abcde-12345`), the dash optional when typed. */
export const BackupCodeSchema = z
  .string()
  .max(30)
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, 'Enter one of your backup codes.'))
  .transform((code) => (code.includes('-') ? code : `${code.slice(0, 5)}-${code.slice(5)}`))

/** Turning two-step sign-in on or off, or new backup codes: the password again. */
export const TwoFactorPasswordSchema = z.object({ password: Password })
/** The second step of a sign-in (or the first code that confirms the setup). */
export const VerifyTotpSchema = z.object({
  code: TotpCodeSchema,
  /** Skip the second step on this browser for 30 days. */
  trustDevice: z.boolean().optional(),
})
export const VerifyBackupCodeSchema = z.object({
  code: BackupCodeSchema,
  trustDevice: z.boolean().optional(),
})

export const EmptyBodySchema = z.object({}).strict().optional()

/** The emailed links always redirect (302) to a page that shows the outcome, never answer JSON. */
export const EmailTokenQuerySchema = z.object({ token: Token, callbackURL: LocalPath.default('/') })
export const CallbackQuerySchema = z.object({ callbackURL: LocalPath.default(PASSWORD_RESET_PAGE) })
export const TokenParamsSchema = z.object({ token: Token })

/**
 * What the auth endpoints answer: the library's replies go out through these schemas, so a field
 * not listed here (role, ban, image, a session's token…) never leaves the server.
 */
const AuthUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  type: z.string(),
  language: z.string(),
  twoFactorEnabled: z.boolean().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
const AuthSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
})
export const AuthStatusSchema = z.object({ status: z.boolean(), message: z.string().optional() })
export const SignOutResponseSchema = z.object({ success: z.boolean() })
export const SignedInResponseSchema = z.object({
  token: z
    .string()
    .nullable()
    .describe('Also in the set-auth-token header: the bearer token for API clients'),
  user: AuthUserSchema,
})
/** The session cookie is HttpOnly: its token is not given to page scripts either. */
export const SessionResponseSchema = z.object({ session: AuthSessionSchema, user: AuthUserSchema }).nullable()
export const SessionListSchema = z.array(AuthSessionSchema)
export const RedirectSchema = z.null().describe('Redirects (302) to the callbackURL, with ?error= on failure')

/** The password was right, and the account has two-step sign-in: a code must follow (no session yet). */
export const TwoFactorChallengeSchema = z.object({
  twoFactorRedirect: z.literal(true),
  twoFactorMethods: z.array(z.string()),
})
export const SignInResponseSchema = z.union([SignedInResponseSchema, TwoFactorChallengeSchema])
export const TwoFactorEnabledSchema = z.object({
  method: z.literal('totp'),
  totpURI: z
    .string()
    .describe('otpauth:// address for the authenticator app (QR code); confirm with verify-totp'),
  backupCodes: z.array(z.string()).describe('Shown once: each signs in once instead of a code'),
})
export const BackupCodesSchema = z.object({ status: z.boolean(), backupCodes: z.array(z.string()) })
