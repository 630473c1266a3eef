/**
 * The emails LuxPro sends, by family. Their words are in the `emails` namespace of the message
 * catalogues (src/shared/i18n/locales/<lang>/emails.json), under `templates.<name>`.
 */

/** An account of one's own: the address confirmed, a new password, a sign-up met twice. */
export const ACCOUNT_EMAIL_TEMPLATES = ['verify-email', 'reset-password', 'account-exists'] as const
export type AccountEmailTemplate = (typeof ACCOUNT_EMAIL_TEMPLATES)[number]
export const isAccountTemplate = (template: string): template is AccountEmailTemplate =>
  (ACCOUNT_EMAIL_TEMPLATES as readonly string[]).includes(template)

/** The quote journey; the link is the one action. */
export const QUOTE_EMAIL_TEMPLATES = [
  'quote-request-new',
  'quote-requests-sent',
  'quote-received',
  'quote-declined',
  'quote-accepted',
  'quote-rejected',
  'quote-not-chosen',
  'quote-cancelled',
  'job-started',
  'job-completed',
  'quote-message',
] as const
export type QuoteEmailTemplate = (typeof QUOTE_EMAIL_TEMPLATES)[number]
export const isQuoteTemplate = (template: string): template is QuoteEmailTemplate =>
  (QUOTE_EMAIL_TEMPLATES as readonly string[]).includes(template)

/** A partner's way in: the application, its review, onboarding and invoices. */
export const PARTNER_EMAIL_TEMPLATES = [
  'partner-draft',
  'partner-duplicate',
  'partner-received',
  'partner-info-requested',
  'partner-approved',
  'partner-approved-existing',
  'partner-declined',
  'document-rejected',
  'document-expiring',
  'invoice-issued',
  'invoice-reminder',
  'invoice-final-reminder',
  'credit-note-issued',
] as const
export type PartnerEmailTemplate = (typeof PARTNER_EMAIL_TEMPLATES)[number]
export const isPartnerTemplate = (template: string): template is PartnerEmailTemplate =>
  (PARTNER_EMAIL_TEMPLATES as readonly string[]).includes(template)

/** What an admin did to an account, a request or a message. */
export const ADMIN_EMAIL_TEMPLATES = [
  'account-invite',
  'request-cancelled-by-admin',
  'message-hidden',
] as const
export type AdminEmailTemplate = (typeof ADMIN_EMAIL_TEMPLATES)[number]
export const isAdminTemplate = (template: string): template is AdminEmailTemplate =>
  (ADMIN_EMAIL_TEMPLATES as readonly string[]).includes(template)

/** The early-access codes. */
export const ACCESS_EMAIL_TEMPLATES = ['access-code', 'access-invite'] as const
export type AccessEmailTemplate = (typeof ACCESS_EMAIL_TEMPLATES)[number]
export const isAccessTemplate = (template: string): template is AccessEmailTemplate =>
  (ACCESS_EMAIL_TEMPLATES as readonly string[]).includes(template)

/** An owner told that their account's second sign-in step changed (ADR 040). */
export const SECURITY_EMAIL_TEMPLATES = [
  'two-factor-enabled',
  'two-factor-disabled',
  'two-factor-backup-codes-renewed',
  'two-factor-backup-code-used',
] as const
export type SecurityEmailTemplate = (typeof SECURITY_EMAIL_TEMPLATES)[number]
export const isSecurityTemplate = (template: string): template is SecurityEmailTemplate =>
  (SECURITY_EMAIL_TEMPLATES as readonly string[]).includes(template)

/** Support tickets and their answers. */
export const SUPPORT_EMAIL_TEMPLATES = [
  'support-received',
  'support-team-notice',
  'support-reply',
  'review-hidden',
  'review-restored',
] as const
export type SupportEmailTemplate = (typeof SUPPORT_EMAIL_TEMPLATES)[number]
export const isSupportTemplate = (template: string): template is SupportEmailTemplate =>
  (SUPPORT_EMAIL_TEMPLATES as readonly string[]).includes(template)

/** The daily digest: the emails an address chose to receive gathered once a day. */
export const DIGEST_EMAIL_TEMPLATES = ['notification-digest'] as const
export type DigestEmailTemplate = (typeof DIGEST_EMAIL_TEMPLATES)[number]
export const isDigestTemplate = (template: string): template is DigestEmailTemplate =>
  (DIGEST_EMAIL_TEMPLATES as readonly string[]).includes(template)

export type EmailTemplate =
  | AccountEmailTemplate
  | QuoteEmailTemplate
  | PartnerEmailTemplate
  | AdminEmailTemplate
  | AccessEmailTemplate
  | SecurityEmailTemplate
  | SupportEmailTemplate
  | DigestEmailTemplate

/** Every template the product sends (the admins' template editor lists them). */
export const EMAIL_TEMPLATES: readonly EmailTemplate[] = [
  ...ACCOUNT_EMAIL_TEMPLATES,
  ...QUOTE_EMAIL_TEMPLATES,
  ...PARTNER_EMAIL_TEMPLATES,
  ...ADMIN_EMAIL_TEMPLATES,
  ...ACCESS_EMAIL_TEMPLATES,
  ...SECURITY_EMAIL_TEMPLATES,
  ...SUPPORT_EMAIL_TEMPLATES,
  ...DIGEST_EMAIL_TEMPLATES,
]
