import type { Database } from '@server/db/client'
import type { QuoteEmailTemplate } from '@server/modules/mail/email-template-names'
import type { Mailer } from '@server/modules/mail/mailer'
import { type Executor, notify } from '@server/modules/notifications/notification-service'
import { readSetting } from '@server/modules/settings/settings-store'
import { dateTimeFormat } from '@shared/format/date-time'
import { jobTitle } from '@shared/quotes/job-title'
import type { NotificationKind } from '@shared/quotes/quote-request-schemas'
import { leadDetails } from './lead-details'
import { countPhotos } from './project-photos'
import type { RequestContext } from './quote-context'
import { providerLanguage, shortCustomerName, userContact } from './quote-recipients'
import { quoteToken } from './quote-token'

export interface NotifyDeps {
  db: Database
  mailer: Mailer
  publicUrl: string
  secret: string
  log: { error: (details: object, message: string) => void }
}

export interface ProviderEvent {
  template: QuoteEmailTemplate
  kind: NotificationKind
  customerName: string
}
export interface CustomerEvent {
  template: QuoteEmailTemplate
  kind: NotificationKind
  path?: string
}

const withLang = (url: string, language: string) =>
  language === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${language}`

/** The provider's page for this request, with its email-link token so it opens without logging in. */
export function providerLink(deps: NotifyDeps, context: RequestContext): string {
  const token = quoteToken(deps.secret, context.request)
  const language = providerLanguage(context.provider.ownerLanguage, context.provider.languages)
  return withLang(`${deps.publicUrl}/business/quote-requests/${context.request.id}?token=${token}`, language)
}

/**
 * The in-app notice to the listing's owner (when an account owns it). Written with the change it
 * tells about, in the same transaction: both happen or neither does.
 */
export function noticeToProvider(tx: Executor, context: RequestContext, event: ProviderEvent) {
  return noticeToProviders(tx, [context], event)
}

/** The same notice to each request's provider, written in one go. */
export async function noticeToProviders(
  tx: Executor,
  contexts: readonly RequestContext[],
  event: ProviderEvent,
) {
  const notices = contexts.flatMap(({ provider, request }) =>
    provider.ownerUserId
      ? [
          {
            userId: provider.ownerUserId,
            kind: event.kind,
            params: { customerName: shortCustomerName(event.customerName) },
            quoteRequestId: request.id,
            href: `/business/quote-requests/${request.id}`,
            demo: request.demo,
          },
        ]
      : [],
  )
  if (notices.length > 0) await notify(tx, notices)
}

/** The in-app notice to the customer who sent the project; same transaction as the change. */
export async function noticeToCustomer(tx: Executor, context: RequestContext, event: CustomerEvent) {
  const customerId = context.request.customerUserId
  if (!customerId) return
  await notify(tx, [
    {
      userId: customerId,
      kind: event.kind,
      params: { providerName: context.provider.name },
      quoteRequestId: context.request.id,
      href: event.path ?? '/my-requests',
      demo: context.request.demo,
    },
  ])
}

/**
 * Emails go out once the change is committed. A failure to send is logged (the outbox keeps the
 * reason) and does not turn a done change into an error the caller would retry.
 */
async function afterCommit(deps: NotifyDeps, template: string, send: () => Promise<void>) {
  try {
    await send()
  } catch (error) {
    deps.log.error({ err: error, template }, 'could not send a quote email')
  }
}

/** Emails the provider at the listing's address, in the provider's language (never about a demo request). */
export function emailProvider(deps: NotifyDeps, context: RequestContext, event: ProviderEvent) {
  return emailProviders(deps, [context], event)
}

/**
 * The same email to each request's provider. A new request carries the job itself: its photos are
 * counted once per project, or given by the caller that has just attached them (one project).
 */
export async function emailProviders(
  deps: NotifyDeps,
  contexts: readonly RequestContext[],
  event: ProviderEvent,
  photoCount?: number,
) {
  const isLead = event.template === 'quote-request-new'
  const photos = new Map<number, number>()
  const photosOf = async (projectId: number) => {
    const counted = photos.get(projectId) ?? photoCount ?? (await countPhotos(deps.db, projectId))
    photos.set(projectId, counted)
    return counted
  }
  for (const context of contexts) {
    const { provider, project } = context
    const email = provider.email
    if (!email || context.request.demo) continue
    const language = providerLanguage(provider.ownerLanguage, provider.languages)
    await afterCommit(deps, event.template, async () => {
      await deps.mailer.send({
        to: email,
        userId: provider.ownerUserId,
        template: event.template,
        language,
        vars: {
          name: provider.name,
          url: providerLink(deps, context),
          project: jobTitle(project, language),
          other: event.customerName,
          detail: isLead ? leadDetails(project, language, await photosOf(project.id)) : '',
          // The promise customers were given, so the provider is asked for the same.
          hours: String(await readSetting(deps.db, 'responsePromiseHours')),
        },
      })
    })
  }
}

const LUXEMBOURG_TIME = { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Luxembourg' } as const

/**
 * The customer's receipt for a project sent (never for a demo one): what went to whom, what happens
 * next and by when (the sending plus the promised hours, in Luxembourg time), in their language.
 */
export function emailRequestsSent(
  deps: NotifyDeps,
  contexts: readonly RequestContext[],
  photoCount?: number,
) {
  const [first] = contexts
  if (!first || first.request.demo) return Promise.resolve()
  return afterCommit(deps, 'quote-requests-sent', async () => {
    const customer = await userContact(deps.db, first.request.customerUserId)
    if (!customer) return
    const language = customer.language
    const hours = await readSetting(deps.db, 'responsePromiseHours')
    const due = new Date(first.request.createdAt.getTime() + hours * 3_600_000)
    const names = contexts.map((c) => c.provider.name)
    await deps.mailer.send({
      to: customer.email,
      userId: customer.id,
      template: 'quote-requests-sent',
      language,
      vars: {
        name: customer.name,
        url: withLang(`${deps.publicUrl}/my-requests`, language),
        project: jobTitle(first.project, language),
        other: new Intl.ListFormat(language, { type: 'conjunction' }).format(names),
        detail: leadDetails(
          first.project,
          language,
          photoCount ?? (await countPhotos(deps.db, first.project.id)),
        ),
        hours: String(hours),
        until: dateTimeFormat(language, LUXEMBOURG_TIME).format(due),
      },
    })
  })
}

/**
 * Emails the customer who sent the project, in their language. Demo mode writes no email at all
 * (ADR 031): its answers arrive in minutes, in the app.
 */
export function emailCustomer(deps: NotifyDeps, context: RequestContext, event: CustomerEvent) {
  if (context.request.demo) return Promise.resolve()
  return afterCommit(deps, event.template, async () => {
    const customer = await userContact(deps.db, context.request.customerUserId)
    if (!customer) return
    await deps.mailer.send({
      to: customer.email,
      userId: customer.id,
      template: event.template,
      language: customer.language,
      vars: {
        name: customer.name,
        url: withLang(`${deps.publicUrl}${event.path ?? '/my-requests'}`, customer.language),
        project: jobTitle(context.project, customer.language),
        other: context.provider.name,
      },
    })
  })
}
