import type { Database } from '@server/db/client'
import { digestItem, outboxEmail } from '@server/db/schema/index'
import { emailRouteFor } from '@server/modules/notifications/notification-preferences'
import type { UiLanguage } from '@shared/i18n/languages'
import { sql } from 'drizzle-orm'
import { absoluteUrl } from './email-body'
import type { MailLinks } from './email-footer'
import { type EmailTemplate, type EmailVars, renderEmail } from './templates'

export interface Mailer {
  send(message: {
    to: string
    userId?: string | null
    template: EmailTemplate
    language: UiLanguage
    vars: EmailVars
  }): Promise<void>
}

export const MAIL_FROM = 'LuxPro <no-reply@luxpro.lu>'

/**
 * Every email is written to the outbox table, in the recipient's language, in the caller's
 * transaction or statement: an email is never lost once the action that sends it is done. With
 * SMTP_URL (`deliver`) the row is due for delivery at once and the outbox worker sends it
 * (outbox-delivery.ts; `onQueued` wakes it); without, it stays readable at /dev/mailbox. Every email
 * is laid out the same way (templates.ts, email-layout.tsx) and ends with the link to the email
 * preferences; optional ones also carry a one-click unsubscribe (email-footer.ts) and follow the
 * address's choice for their family, read here at send time: written, held for the daily digest
 * (notification-digest.ts), or not written at all.
 */
export function createMailer(
  db: Database,
  options: { deliver: boolean; onQueued?: () => void; links: MailLinks },
): Mailer {
  return {
    async send({ to, userId, template, language, vars }) {
      const decision = await emailRouteFor(db, { to, userId, template })
      if (decision.route === 'drop') return
      // The unsubscribe link changes the choice this email followed.
      const frame = { links: options.links, to: decision.address }
      const rendered = await renderEmail(template, language, vars, frame)
      if (decision.route === 'hold') {
        // Gathered in the digest of the account it was sent for.
        await db.insert(digestItem).values({
          email: decision.address,
          userId: userId ?? null,
          family: decision.family,
          template,
          language,
          subject: rendered.subject,
          url: absoluteUrl(vars.url, options.links.publicUrl),
        })
        return
      }
      await db.insert(outboxEmail).values({
        to,
        userId: userId ?? null,
        template,
        language,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        headers: rendered.headers,
        nextAttemptAt: options.deliver ? sql`now()` : null,
      })
      if (options.deliver) options.onQueued?.()
    },
  }
}
