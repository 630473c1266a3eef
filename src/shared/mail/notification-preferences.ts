import type { NotificationKind } from '@shared/quotes/quote-request-schemas'
import { z } from 'zod'

/**
 * The families of notices a person chooses for: quotes and messages (requests, quotes, decisions,
 * messages), reminders (documents about to expire, unpaid invoices) and news (product news, off
 * until asked for). Everything else is transactional: needed for what the person does, always sent.
 */
export const NOTIFICATION_FAMILIES = ['quotes', 'reminders', 'news'] as const
export type NotificationFamily = (typeof NOTIFICATION_FAMILIES)[number]

/** How a family's emails come: one by one, gathered in the daily digest, or not at all. */
export const EMAIL_MODES = ['each', 'digest', 'off'] as const
export type EmailMode = (typeof EMAIL_MODES)[number]

export type TemplateFamily = NotificationFamily | 'transactional' | 'digest'

/**
 * The one table of every email template and every in-app notice, with its family. An email that tells
 * about the same event as an in-app notice names it (`notice`); 'digest' is the daily digest itself.
 * A server test checks that every template sent and every notice kind is here, once.
 */
export const NOTIFICATION_CATALOG = {
  // Account and sign-in
  'verify-email': { family: 'transactional' },
  'reset-password': { family: 'transactional' },
  'account-exists': { family: 'transactional' },
  'account-invite': { family: 'transactional' },
  'access-code': { family: 'transactional' },
  'access-invite': { family: 'transactional' },
  'two-factor-enabled': { family: 'transactional' },
  'two-factor-disabled': { family: 'transactional' },
  'two-factor-backup-codes-renewed': { family: 'transactional' },
  'two-factor-backup-code-used': { family: 'transactional' },
  // Requests, quotes and messages (the customer's receipt of what they sent is transactional)
  'quote-requests-sent': { family: 'transactional' },
  'quote-request-new': { family: 'quotes', notice: 'request_received' },
  'quote-received': { family: 'quotes', notice: 'quote_received' },
  'quote-declined': { family: 'quotes', notice: 'request_declined' },
  'quote-accepted': { family: 'quotes', notice: 'quote_accepted' },
  'quote-rejected': { family: 'quotes', notice: 'quote_rejected' },
  'quote-not-chosen': { family: 'quotes', notice: 'quote_not_chosen' },
  'quote-cancelled': { family: 'quotes', notice: 'request_cancelled' },
  'job-started': { family: 'quotes', notice: 'job_started' },
  'job-completed': { family: 'quotes', notice: 'job_completed' },
  'quote-message': { family: 'quotes', notice: 'message_received' },
  // Decisions of the team about someone's request, message or review
  'request-cancelled-by-admin': { family: 'transactional' },
  'message-hidden': { family: 'transactional' },
  'review-hidden': { family: 'transactional' },
  'review-restored': { family: 'transactional' },
  // Support desk
  'support-received': { family: 'transactional' },
  'support-team-notice': { family: 'transactional' },
  'support-reply': { family: 'transactional' },
  // Becoming a partner, documents and billing
  'partner-draft': { family: 'transactional' },
  'partner-duplicate': { family: 'transactional' },
  'partner-received': { family: 'transactional' },
  'partner-info-requested': { family: 'transactional' },
  'partner-approved': { family: 'transactional' },
  'partner-approved-existing': { family: 'transactional' },
  'partner-declined': { family: 'transactional' },
  'document-rejected': { family: 'transactional' },
  'document-expiring': { family: 'reminders' },
  'invoice-issued': { family: 'transactional' },
  'invoice-reminder': { family: 'reminders' },
  // The last reminder says the listing is about to be hidden: a notice of a consequence, always sent.
  'invoice-final-reminder': { family: 'transactional' },
  'credit-note-issued': { family: 'transactional' },
  'notification-digest': { family: 'digest' },
} as const satisfies Record<string, { family: TemplateFamily; notice?: NotificationKind }>

export type CatalogTemplate = keyof typeof NOTIFICATION_CATALOG

const ENTRIES = Object.values(NOTIFICATION_CATALOG) as ReadonlyArray<{
  family: TemplateFamily
  notice?: NotificationKind
}>

/** The family of an email template; a template the table does not name is transactional. */
export function familyOfTemplate(template: string): TemplateFamily {
  return (
    (NOTIFICATION_CATALOG as Record<string, { family: TemplateFamily }>)[template]?.family ?? 'transactional'
  )
}

/** The family of an in-app notice (null: not one a person may turn off). */
export function familyOfNotice(kind: NotificationKind): NotificationFamily | null {
  const family = ENTRIES.find((entry) => entry.notice === kind)?.family
  return family && (NOTIFICATION_FAMILIES as readonly string[]).includes(family)
    ? (family as NotificationFamily)
    : null
}

/** The families that have in-app notices: only they offer the in-app choice. */
export const IN_APP_FAMILIES: readonly NotificationFamily[] = NOTIFICATION_FAMILIES.filter((family) =>
  ENTRIES.some((entry) => entry.family === family && entry.notice),
)

/** One family's choice: its in-app notices (ignored for a family without any) and its emails. */
export const FamilyPreferenceSchema = z.object({ inApp: z.boolean(), email: z.enum(EMAIL_MODES) })
export type FamilyPreference = z.infer<typeof FamilyPreferenceSchema>

/** GET/PUT /api/email-preferences: every family's choice. */
export const NotificationPreferencesSchema = z.object({
  quotes: FamilyPreferenceSchema,
  reminders: FamilyPreferenceSchema,
  news: FamilyPreferenceSchema,
} satisfies Record<NotificationFamily, typeof FamilyPreferenceSchema>)
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>

/** What applies until someone chooses: notices in the app and one email each; no news. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  quotes: { inApp: true, email: 'each' },
  reminders: { inApp: true, email: 'each' },
  news: { inApp: true, email: 'off' },
}

/** Where every email's "email preferences" link leads (the settings page's section). */
export const EMAIL_PREFERENCES_PATH = '/settings#email-preferences'
/** The page an unsubscribe link opens (GET: a button; POST: one-click, RFC 8058). */
export const UNSUBSCRIBE_PATH = '/unsubscribe'
/** What an unsubscribe link turns off: one family's emails, or the daily digest (the families gathered in it). */
export const UNSUBSCRIBE_TOPICS = [...NOTIFICATION_FAMILIES, 'digest'] as const
export type UnsubscribeTopic = (typeof UNSUBSCRIBE_TOPICS)[number]
