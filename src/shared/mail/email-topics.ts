import { z } from 'zod'

/**
 * The emails someone may turn off: those not strictly needed for a transaction. Today that is the
 * "new message" email (the message is in the app either way). Sign-in, security, quote decisions,
 * invoices and receipts are never optional.
 */
export const EMAIL_TOPICS = ['messages'] as const
export type EmailTopic = (typeof EMAIL_TOPICS)[number]

/** GET/PUT /api/email-preferences: true = the emails of that topic are sent. */
export const EmailPreferencesSchema = z.object({ messages: z.boolean() })
export type EmailPreferences = z.infer<typeof EmailPreferencesSchema>

/** Where every email's "email preferences" link leads (the settings page's section). */
export const EMAIL_PREFERENCES_PATH = '/settings#email-preferences'
/** The page an unsubscribe link opens (GET: a button; POST: one-click, RFC 8058). */
export const UNSUBSCRIBE_PATH = '/unsubscribe'
