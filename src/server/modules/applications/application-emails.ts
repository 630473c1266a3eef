import type { PartnerEmailTemplate } from '@server/modules/mail/email-template-names'
import type { Mailer } from '@server/modules/mail/mailer'
import type { UiLanguage } from '@shared/i18n/languages'
import { type ApplicationRow, languageOf } from './application-rows'

export interface EmailDeps {
  mailer: Mailer
  publicUrl: string
  log: { error: (details: object, message: string) => void }
}

/** A page of ours in the recipient's language (English has no parameter). */
export function pageUrl(
  publicUrl: string,
  path: string,
  language: UiLanguage,
  params: Record<string, string> = {},
) {
  const url = new URL(path, publicUrl)
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value)
  if (language !== 'en') url.searchParams.set('lang', language)
  return url.toString()
}

/**
 * Emails go out once the change is committed, to the applicant in the application's language. A
 * failure to write one is logged and does not undo the decision (the outbox keeps what was written).
 */
export async function emailApplicant(
  deps: EmailDeps,
  row: ApplicationRow,
  template: PartnerEmailTemplate,
  link: { path: string; params?: Record<string, string> },
  detail = '',
) {
  const language = languageOf(row)
  try {
    await deps.mailer.send({
      to: row.email,
      userId: row.userId,
      template,
      language,
      vars: {
        name: row.contactPerson,
        url: pageUrl(deps.publicUrl, link.path, language, link.params),
        reference: row.reference,
        company: row.companyName,
        detail,
      },
    })
  } catch (error) {
    deps.log.error({ err: error, template, application: row.id }, 'could not send an application email')
  }
}
