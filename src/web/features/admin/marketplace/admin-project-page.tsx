import type { ProjectDetail } from '@shared/admin/content-admin-schemas'
import { categoryName } from '@shared/catalog/categories'
import { formatMoney, formatMoneyRange } from '@shared/format/money'
import { placeName } from '@shared/geo/place-names'
import { projectTitle } from '@shared/quotes/job-title'
import { LocalizedLink } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { useCancelRequest, useHideMessage, useProject } from '@web/features/admin/api/content-api'
import { LoadFailure } from '@web/features/admin/components/load-failure'
import { ReasonDialog } from '@web/features/admin/components/reason-dialog'
import { QUOTE_STATUS_TONE, StatusBadges } from '@web/features/admin/components/status-badges'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay, formatShortDate, formatShortDateTime } from '@web/lib/format/date'
import { formatFileSize } from '@web/lib/format/file-size'
import { toast } from '@web/lib/toast/toast'
import { ArrowLeft, EyeOff, Paperclip, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'

type Request = ProjectDetail['requests'][number]
const CLOSED = new Set(['cancelled', 'completed', 'rejected'])

function Thread({ request }: { request: Request }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const hide = useHideMessage()
  if (request.messages.length === 0)
    return <p className="text-sm text-slate-600">{t('project.noMessages')}</p>
  return (
    <ol className="space-y-3" aria-label={t('project.thread', { provider: request.providerName })}>
      {request.messages.map((message) => (
        <li
          key={message.id}
          className={`rounded-xl border p-3 text-sm ${message.from === 'customer' ? 'border-slate-200 bg-slate-50' : 'border-brand-100 bg-brand-50/50'}`}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-medium">
              {message.from === 'customer' ? t('project.fromCustomer') : request.providerName}
            </span>
            <time dateTime={message.createdAt} className="text-slate-600">
              {formatShortDateTime(message.createdAt, language)}
            </time>
          </div>
          <p className="mt-1 whitespace-pre-wrap">{message.body}</p>
          {message.attachments.length > 0 && (
            <ul className="mt-2 space-y-1" aria-label={t('project.reportedFiles')}>
              {message.attachments.map((file) => (
                <li key={file.id}>
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    className="inline-flex items-center gap-1.5 text-brand-700 underline"
                  >
                    <Paperclip className="size-4" aria-hidden="true" />
                    <span data-user-text>{file.name}</span>
                    <span className="text-slate-600">({formatFileSize(file.sizeBytes, language)})</span>
                  </a>
                </li>
              ))}
            </ul>
          )}
          {message.hiddenAt ? (
            <p className="mt-2">
              <Badge tone="danger" icon={<EyeOff className="size-3.5" aria-hidden="true" />}>
                {t('project.hidden', { reason: message.hiddenReason ?? '' })}
              </Badge>
            </p>
          ) : (
            <ReasonDialog
              title={t('project.hideTitle')}
              description={t('project.hideBody')}
              confirm={t('project.hideConfirm')}
              pending={hide.isPending}
              onConfirm={async (reason) => {
                await hide.mutateAsync({ id: message.id, reason })
                toast.success(t('project.hiddenDone'))
              }}
              trigger={(open) => (
                <Button variant="ghost" size="sm" className="mt-1 -ml-3" onClick={open}>
                  <EyeOff className="size-4" aria-hidden="true" />
                  {t('project.hide')}
                </Button>
              )}
            />
          )}
        </li>
      ))}
    </ol>
  )
}

function RequestCard({ request }: { request: Request }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const cancel = useCancelRequest()
  return (
    <Card id={`request-${request.id}`}>
      <section aria-labelledby={`request-${request.id}-title`} className="space-y-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h3 id={`request-${request.id}-title`} className="text-lg font-semibold">
              <LocalizedLink to={`/admin/providers/${request.providerId}`} className="hover:underline">
                {request.providerName}
              </LocalizedLink>
            </h3>
            <p className="text-sm text-slate-600">
              {t('project.sentOn', { date: formatShortDateTime(request.createdAt, language) })}
              {request.firstResponseAt &&
                ` · ${t('project.answeredOn', { date: formatShortDateTime(request.firstResponseAt, language) })}`}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadges
              tone={QUOTE_STATUS_TONE[request.status]}
              label={t(`quoteStatus.${request.status}`)}
              flags={[request.overdue && { tone: 'danger', label: t('projects.overdue') }]}
            />
            {!CLOSED.has(request.status) && (
              <ReasonDialog
                title={t('project.cancelTitle', { provider: request.providerName })}
                description={t('project.cancelBody')}
                confirm={t('project.cancelConfirm')}
                pending={cancel.isPending}
                onConfirm={async (reason) => {
                  await cancel.mutateAsync({ id: request.id, reason })
                  toast.success(t('project.cancelled'))
                }}
                trigger={(open) => (
                  <Button variant="secondary" size="sm" onClick={open}>
                    <XCircle className="size-4" aria-hidden="true" />
                    {t('project.cancel')}
                  </Button>
                )}
              />
            )}
          </div>
        </div>
        {request.quote && (
          <dl className="grid gap-2 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-600">{t('project.materials')}</dt>
              <dd>{formatMoney(request.quote.materials, language, { cents: true })}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('project.labour')}</dt>
              <dd>{formatMoney(request.quote.labour, language, { cents: true })}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('project.total')}</dt>
              <dd className="font-semibold">{formatMoney(request.quote.total, language, { cents: true })}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('project.start')}</dt>
              <dd>{formatDay(request.quote.startDate, language)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('project.completion')}</dt>
              <dd>{formatDay(request.quote.completionDate, language)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('project.validUntil')}</dt>
              <dd>{formatDay(request.quote.validUntil, language)}</dd>
            </div>
            {request.quote.message && (
              <div className="sm:col-span-3">
                <dt className="text-slate-600">{t('project.quoteMessage')}</dt>
                <dd className="whitespace-pre-wrap">{request.quote.message}</dd>
              </div>
            )}
          </dl>
        )}
        {(request.declineReason || request.rejectReason) && (
          <p className="text-sm text-slate-700">
            {request.declineReason && t('project.declined', { reason: request.declineReason })}
            {request.declineNote && ` — ${request.declineNote}`}
            {request.rejectReason && t('project.rejected', { reason: request.rejectReason })}
          </p>
        )}
        <div>
          <h4 className="mb-2 font-semibold">{t('project.messages')}</h4>
          <Thread request={request} />
        </div>
      </section>
    </Card>
  )
}

/** /admin/projects/:id: the project, and per provider the request, its quote and the whole thread, read-only. */
export function AdminProjectPage() {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const id = Number(useParams().id)
  const project = useProject(id)
  useDocumentTitle(project.data ? projectTitle(project.data.project, language) : t('projects.title'))
  const back = (
    <LocalizedLink
      to="/admin/projects"
      className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {t('project.back')}
    </LocalizedLink>
  )
  if (project.isPending)
    return (
      <>
        {back}
        <Skeleton className="h-40 w-full" />
      </>
    )
  if (project.isError)
    return (
      <>
        {back}
        <LoadFailure onRetry={() => void project.refetch()} />
      </>
    )
  const { project: p, requests } = project.data
  return (
    <>
      {back}
      <div>
        <h2 className="text-2xl font-semibold">
          <ProjectTitle project={p} />
        </h2>
        <p className="mt-1 text-slate-600">
          {categoryName(p.category, language)} · {placeName(p.locality, language)}
          {p.commune !== p.locality && ` (${placeName(p.commune, language)})`} ·{' '}
          {formatShortDate(p.createdAt, language)}
        </p>
      </div>
      <Card>
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('projects.columns.customer')}</dt>
            <dd>
              {p.customerId ? (
                <LocalizedLink to={`/admin/users/${p.customerId}`} className="text-brand-700 hover:underline">
                  {p.customerName} ({p.customerEmail})
                </LocalizedLink>
              ) : (
                t('projects.noCustomer')
              )}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('projects.columns.status')}</dt>
            <dd>
              <StatusBadges
                tone={QUOTE_STATUS_TONE[p.status]}
                label={t(`quoteStatus.${p.status}`)}
                flags={[p.overdue && { tone: 'danger', label: t('projects.overdue') }]}
              />
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('projects.columns.budget')}</dt>
            <dd>
              {p.budgetLow !== null && p.budgetHigh !== null
                ? formatMoneyRange(p.budgetLow, p.budgetHigh, language)
                : '—'}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('project.timeline')}</dt>
            <dd>{p.timeline ?? '—'}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="text-slate-600">{t('project.description')}</dt>
            <dd className="whitespace-pre-wrap">{p.description}</dd>
          </div>
        </dl>
      </Card>
      <h3 className="text-xl font-semibold">{t('project.requests', { count: requests.length })}</h3>
      {requests.length === 0 ? (
        <p className="text-slate-600">{t('project.noRequests')}</p>
      ) : (
        requests.map((request) => <RequestCard key={request.id} request={request} />)
      )}
    </>
  )
}
