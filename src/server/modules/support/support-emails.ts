import type { Mailer } from '@server/modules/mail/mailer'
import type { EmailTemplate } from '@server/modules/mail/templates'
import type { UiLanguage } from '@shared/i18n/languages'
import { supportLinkToken, type TicketRow } from './support-tickets'

export interface SupportMailDeps {
  mailer: Mailer
  publicUrl: string
  secret: string
  log: { error: (details: object, message: string) => void }
}

const languageOf = (row: TicketRow): UiLanguage =>
  row.language === 'fr' || row.language === 'de' ? row.language : 'en'

/** The sender's page of their case (the signed link), in their language. */
export function replyPageUrl(deps: SupportMailDeps, row: TicketRow): string {
  const url = new URL('/support/reply', deps.publicUrl)
  url.searchParams.set('ref', row.reference)
  url.searchParams.set('token', supportLinkToken(deps.secret, row))
  const language = languageOf(row)
  if (language !== 'en') url.searchParams.set('lang', language)
  return url.toString()
}

/**
 * Emails go out once the case is committed; a failure to write one is logged and undoes nothing
 * (the outbox keeps what was written).
 */
async function send(deps: SupportMailDeps, run: () => Promise<void>, template: EmailTemplate) {
  try {
    await run()
  } catch (error) {
    deps.log.error({ err: error, template }, 'could not send a support email')
  }
}

/** The sender's acknowledgement (when there is an address) and the team's notice. */
export async function announceTicket(
  deps: SupportMailDeps,
  row: TicketRow,
  teamAddress: string,
  preview: string,
) {
  const email = row.email
  if (email)
    await send(
      deps,
      () =>
        deps.mailer.send({
          to: email,
          userId: row.senderUserId,
          template: 'support-received',
          language: languageOf(row),
          vars: { name: row.name, url: replyPageUrl(deps, row), reference: row.reference },
        }),
      'support-received',
    )
  await send(
    deps,
    () =>
      deps.mailer.send({
        to: teamAddress,
        template: 'support-team-notice',
        language: 'en',
        vars: {
          name: 'LuxPro team',
          url: new URL(`/admin/support/${row.id}`, deps.publicUrl).toString(),
          reference: row.reference,
          detail: preview.slice(0, 500),
        },
      }),
    'support-team-notice',
  )
}

/** The team's reply, quoted, with the link to answer. */
export async function emailReply(deps: SupportMailDeps, row: TicketRow, message: string) {
  const email = row.email
  if (!email) return
  await send(
    deps,
    () =>
      deps.mailer.send({
        to: email,
        userId: row.senderUserId,
        template: 'support-reply',
        language: languageOf(row),
        vars: { name: row.name, url: replyPageUrl(deps, row), reference: row.reference, detail: message },
      }),
    'support-reply',
  )
}

export { send as sendSupportEmail }
