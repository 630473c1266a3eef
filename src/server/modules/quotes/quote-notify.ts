import type { NotificationKind } from '../../../shared/quotes/quote-request-schemas'
import type { Database } from '../../db/client'
import type { Mailer } from '../mail/mailer'
import type { QuoteEmailTemplate } from '../mail/quote-email-copy'
import { notify } from '../notifications/notification-service'
import type { RequestContext } from './quote-context'
import { providerLanguage, shortCustomerName, userContact } from './quote-recipients'
import { quoteToken } from './quote-token'

export interface NotifyDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  secret: string
}

const withLang = (url: string, language: string) =>
  language === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`

/** The provider's page for this request, with its email-link token so it opens without logging in. */
export function providerLink(deps: NotifyDeps, context: RequestContext): string {
  const token = quoteToken(deps.secret, context.request)
  const language = providerLanguage(context.provider.ownerLanguage, context.provider.languages)
  return withLang(`${deps.publicUrl}/business/quote-requests/${context.request.id}?token=${token}`, language)
}

/** Tells the provider (email to the listing's address; in-app too when an account owns it). */
export async function notifyProvider(
  deps: NotifyDeps,
  context: RequestContext,
  event: { template: QuoteEmailTemplate; kind: NotificationKind; customerName: string },
) {
  const { provider, project, request } = context
  const language = providerLanguage(provider.ownerLanguage, provider.languages)
  const vars = {
    name: provider.name,
    url: providerLink(deps, context),
    project: project.name,
    other: event.customerName,
  }
  if (provider.email)
    await deps.mailer.send({
      to: provider.email,
      userId: provider.ownerUserId,
      template: event.template,
      language,
      vars,
    })
  if (provider.ownerUserId)
    await notify(deps.db, [
      {
        userId: provider.ownerUserId,
        kind: event.kind,
        params: { projectName: project.name, customerName: shortCustomerName(event.customerName) },
        quoteRequestId: request.id,
        href: `/business/quote-requests/${request.id}`,
      },
    ])
}

/** Tells the customer who sent the project (email in their language + in-app). */
export async function notifyCustomer(
  deps: NotifyDeps,
  context: RequestContext,
  event: { template: QuoteEmailTemplate; kind: NotificationKind; path?: string },
) {
  const customer = await userContact(deps.db, context.request.customerUserId)
  if (!customer) return
  const path = event.path ?? '/my-requests'
  await deps.mailer.send({
    to: customer.email,
    userId: customer.id,
    template: event.template,
    language: customer.language,
    vars: {
      name: customer.name,
      url: withLang(`${deps.publicUrl}${path}`, customer.language),
      project: context.project.name,
      other: context.provider.name,
    },
  })
  await notify(deps.db, [
    {
      userId: customer.id,
      kind: event.kind,
      params: { projectName: context.project.name, providerName: context.provider.name },
      quoteRequestId: context.request.id,
      href: path,
    },
  ])
}
