import type { Database } from '@server/db/client'
import { outboxEmail } from '@server/db/schema/index'
import type { UiLanguage } from '@shared/i18n/languages'
import { eq } from 'drizzle-orm'
import nodemailer, { type Transporter } from 'nodemailer'
import { type EmailTemplate, type EmailVars, renderEmail } from './templates'

export interface Mailer {
  send(message: {
    to: string
    userId?: string | null
    template: EmailTemplate
    language: UiLanguage
    vars: EmailVars
  }): Promise<void>
  close(): void
}

export const MAIL_FROM = 'LuxPro <no-reply@luxpro.lu>'

/**
 * Every email goes through the outbox table. With SMTP_URL it is also delivered by SMTP and marked
 * sent (or failed, with the reason); without it, it stays readable at /dev/mailbox.
 */
export function createMailer(
  db: Database,
  smtpUrl: string | undefined,
  log: { error: (o: object, m: string) => void },
): Mailer {
  const transport: Transporter | null = smtpUrl ? nodemailer.createTransport(smtpUrl) : null
  return {
    async send({ to, userId, template, language, vars }) {
      const rendered = renderEmail(template, language, vars)
      const [row] = await db
        .insert(outboxEmail)
        .values({ to, userId: userId ?? null, template, language, ...rendered })
        .returning({ id: outboxEmail.id })
      if (!transport || !row) return
      try {
        await transport.sendMail({ from: MAIL_FROM, to, ...rendered })
        await db
          .update(outboxEmail)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(outboxEmail.id, row.id))
      } catch (error) {
        log.error({ err: error, template }, 'email delivery failed')
        await db
          .update(outboxEmail)
          .set({ status: 'failed', error: (error as Error).message.slice(0, 500) })
          .where(eq(outboxEmail.id, row.id))
      }
    },
    close: () => transport?.close(),
  }
}
