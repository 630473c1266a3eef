import { type CategorySlug, categoryName } from '@shared/catalog/categories'
import { formatMoney } from '@shared/format/money'
import { formatRating } from '@shared/format/number'
import { placeName } from '@shared/geo/place-names'
import type { CustomerProjects, CustomerRequest } from '@shared/quotes/quote-request-schemas'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { Badge } from '@web/components/ui/badge'
import { Breakable } from '@web/components/ui/breakable'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { cn } from '@web/components/ui/cn'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { Spinner } from '@web/components/ui/spinner'
import { cancelRequest } from '@web/features/quotes/api/decide-quote'
import { useQuoteRequest } from '@web/features/quotes/api/get-quote-request'
import { quoteKeys } from '@web/features/quotes/api/quote-keys'
import { MessageThread } from '@web/features/quotes/components/messages/message-thread'
import { ProjectPhotos } from '@web/features/quotes/components/project-photos'
import { StatusBadge } from '@web/features/quotes/components/status-badge'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDistance } from '@web/lib/format/distance'
import { formatDateTime, formatRelativeTime } from '@web/lib/format/relative-time'
import { telHref } from '@web/lib/format/tel-href'
import { toast } from '@web/lib/toast/toast'
import { AlertTriangle, Mail, MapPin, MessageSquare, Phone, Star } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { QuoteComparison } from './quote-comparison'

type Item = CustomerProjects['items'][number]

/** One project: what was asked, the quotes side by side, and the request to each provider. */
export function ProjectCard({ item }: { item: Item }) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const { project, requests } = item
  const budget =
    project.budgetLow !== null || project.budgetHigh !== null
      ? [project.budgetLow, project.budgetHigh]
          .filter((v): v is number => v !== null)
          .map((v) => formatMoney(v, language, { cents: true }))
          .join(' – ')
      : null
  const timeline = project.timeline
    ? t(`timeline.${project.timeline}`, { defaultValue: project.timeline })
    : null
  return (
    <Card className="space-y-5">
      <header className="space-y-1">
        <h2 className="text-xl font-semibold">
          <ProjectTitle project={project} />
        </h2>
        <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
          <span>{categoryName(project.category as CategorySlug, language)}</span>
          <span aria-hidden="true">·</span>
          <span className="inline-flex items-center gap-1">
            <MapPin className="size-4" aria-hidden="true" />
            {project.postalCode ? `L-${project.postalCode} ` : ''}
            {placeName(project.locality, language)}
          </span>
          {budget && (
            <>
              <span aria-hidden="true">·</span>
              <span>{t('project.budget', { budget })}</span>
            </>
          )}
          {timeline && (
            <>
              <span aria-hidden="true">·</span>
              <span>{timeline}</span>
            </>
          )}
        </p>
        <p className="text-sm text-slate-600">
          {t('project.sent', { when: formatRelativeTime(project.createdAt, language) })}
        </p>
      </header>
      <ProjectPhotos photos={project.photos} token={null} />
      <QuoteComparison requests={requests} category={project.category as CategorySlug} />
      <section aria-label={t('project.providers')} className="space-y-2">
        <h3 className="font-semibold">{t('project.providers')}</h3>
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      </section>
    </Card>
  )
}

function RequestRow({ request }: { request: CustomerRequest }) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)
  const [askingCancel, setAskingCancel] = useState(false)
  const cancel = useMutation({
    mutationFn: () => cancelRequest(request.id),
    onSuccess: () => {
      setAskingCancel(false)
      void queryClient.invalidateQueries({ queryKey: quoteKeys.mine })
    },
    onError: () => toast.error(t('project.cancelFailed')),
  })
  const panelId = `request-${request.id}-messages`
  return (
    <li className="space-y-3 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {request.provider.listed ? (
            <LocalizedLink
              to={`/providers/${request.provider.slug}`}
              className="font-semibold text-ink underline-offset-4 hover:text-brand-700 hover:underline"
            >
              {request.provider.name}
            </LocalizedLink>
          ) : (
            <span className="font-semibold text-ink">{request.provider.name}</span>
          )}
          <p className="text-sm text-slate-600">
            {request.provider.reviewCount > 0 && (
              <span className="mr-2 inline-flex items-center gap-1">
                <Star className="size-3.5 fill-amber-400 text-amber-500" aria-hidden="true" />
                {t('project.rating', {
                  rating: formatRating(request.provider.rating, language),
                  count: request.provider.reviewCount,
                })}
              </span>
            )}
            {request.provider.distanceKm !== null && (
              <span>
                {t('project.distance', { km: formatDistance(request.provider.distanceKm, language) })}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {request.overdue && (
            <Badge tone="warning" icon={<AlertTriangle className="size-3.5" aria-hidden="true" />}>
              {t('project.overdue')}
            </Badge>
          )}
          <StatusBadge
            status={request.status}
            declined={request.declined !== null}
            quoted={request.quote !== null}
            notChosen={request.notChosen}
          />
        </div>
      </div>
      <p className="text-sm text-slate-700">
        {request.quote
          ? request.quote.totalInclVat === null
            ? t('project.quotedNoVat', {
                total: formatMoney(request.quote.totalCost, language, { cents: true }),
              })
            : t('project.quoted', {
                total: formatMoney(request.quote.totalInclVat, language, { cents: true }),
              })
          : request.declined
            ? t('project.declined', { reason: t(`decline.reasons.${request.declined.reason}`) })
            : request.status === 'pending'
              ? t('project.waiting')
              : null}
        {request.declined?.note ? ` “${request.declined.note}”` : ''}
        {request.rejectReason && !request.declined
          ? t('project.rejectReason', { reason: request.rejectReason })
          : ''}{' '}
        <time
          dateTime={request.createdAt}
          title={formatDateTime(request.createdAt, language)}
          className="text-slate-600"
        >
          {request.quote || request.declined || request.status === 'pending' ? '· ' : ''}
          {t('project.sentAgo', { when: formatRelativeTime(request.createdAt, language) })}
        </time>
      </p>
      {request.contact && (
        <AcceptedContact
          name={request.provider.name}
          contact={request.contact}
          dateAgreed={request.status !== 'accepted'}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          <MessageSquare className="size-4" aria-hidden="true" />
          {t('project.messages')}
          {request.unreadMessages > 0 && (
            <span className="rounded-full bg-brand-700 px-1.5 text-xs text-white">
              {t('project.unread', { count: request.unreadMessages })}
            </span>
          )}
        </Button>
        {request.actions.includes('review') && (
          <LocalizedLink
            to={`/providers/${request.provider.slug}#reviews`}
            className="inline-flex min-h-9 items-center rounded-lg bg-brand-700 px-3 text-sm font-medium text-white hover:bg-brand-600"
          >
            {t('project.review')}
          </LocalizedLink>
        )}
        {request.actions.includes('cancel') && (
          <Button size="sm" variant="ghost" onClick={() => setAskingCancel(true)}>
            {t('project.cancel')}
          </Button>
        )}
        <ConfirmStepDialog
          open={askingCancel}
          onOpenChange={setAskingCancel}
          title={t('steps.cancel.title')}
          consequences={[t('steps.cancel.body', { name: request.provider.name }), t('steps.cancel.final')]}
          confirmLabel={t('steps.cancel.confirm')}
          backLabel={t('steps.back')}
          pending={cancel.isPending}
          onConfirm={() => cancel.mutate()}
        />
      </div>
      {open && (
        <div id={panelId} className="rounded-xl bg-slate-50 p-3">
          <RequestMessages requestId={request.id} />
        </div>
      )}
    </li>
  )
}

function RequestMessages({ requestId }: { requestId: number }) {
  const { t } = useTranslation('quotes')
  const queryClient = useQueryClient()
  const detail = useQuoteRequest(requestId, null)
  if (detail.isPending) return <Spinner className="size-5 text-brand-600" />
  if (detail.isError) return <p className="text-sm text-danger">{t('messages.loadFailed')}</p>
  return (
    <MessageThread
      requestId={requestId}
      viewer="customer"
      messages={detail.data.messages}
      canSend={detail.data.actions.includes('message')}
      onSent={() => {
        void detail.refetch()
        void queryClient.invalidateQueries({ queryKey: quoteKeys.mine })
      }}
    />
  )
}

/** After accepting: what happens next, and the provider's phone and email to agree on a date. */
function AcceptedContact({
  name,
  contact,
  dateAgreed,
}: {
  name: string
  contact: NonNullable<CustomerRequest['contact']>
  /** The job has started or is done: the next step is behind them. */
  dateAgreed: boolean
}) {
  const { t } = useTranslation('quotes')
  const reachable = contact.phone !== null || contact.email !== null
  return (
    <Callout tone="success" title={t('project.acceptedTitle')}>
      {!dateAgreed && <p>{t(reachable ? 'project.acceptedNext' : 'project.acceptedNoContact', { name })}</p>}
      {reachable && (
        <ul className={cn(!dateAgreed && 'mt-2', 'flex flex-wrap gap-x-5 gap-y-1')}>
          {contact.phone && (
            <li>
              <a
                href={telHref(contact.phone)}
                className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2"
              >
                <Phone className="size-4" aria-hidden="true" />
                {contact.phone}
              </a>
            </li>
          )}
          {contact.email && (
            <li className="min-w-0">
              <a
                href={`mailto:${contact.email}`}
                className="inline-flex items-center gap-1.5 font-medium break-words text-brand-700 underline underline-offset-2"
              >
                <Mail className="size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0">
                  <Breakable text={contact.email} />
                </span>
              </a>
            </li>
          )}
        </ul>
      )}
    </Callout>
  )
}
