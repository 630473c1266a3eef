import { type CategorySlug, categoryName } from '@shared/catalog/categories'
import { formatMoney, formatMoneyRange } from '@shared/format/money'
import { placeName } from '@shared/geo/place-names'
import type { UiLanguage } from '@shared/i18n/languages'
import type { Project, QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { ProjectTitle } from '@web/components/project-title'
import { TranslateToggle } from '@web/components/translate-toggle'
import { Breakable } from '@web/components/ui/breakable'
import { Card } from '@web/components/ui/card'
import { WrittenIn } from '@web/components/written-in'
import { ProviderStatusBadge } from '@web/features/quotes/provider/components/provider-status-badge'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDistance } from '@web/lib/format/distance'
import { formatDateTime, formatRelativeTime } from '@web/lib/format/relative-time'
import { telHref } from '@web/lib/format/tel-href'
import { Clock } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EstimateFigures } from './estimate-figures'
import { ProjectPhotos } from './project-photos'
import { StatusBadge } from './status-badge'

/** "L-8050 Bertrange (Bertrange)": the postal code when known, the locality and its commune. */
export function placeOf(
  project: Pick<Project, 'postalCode' | 'locality' | 'commune'>,
  language: UiLanguage,
): string {
  const postal = project.postalCode ? `L-${project.postalCode.replace(/^L-/i, '')} ` : ''
  const commune =
    project.commune && project.commune !== project.locality
      ? ` (${placeName(project.commune, language)})`
      : ''
  return `${postal}${placeName(project.locality, language)}${commune}`
}

/** The request as the provider reads it: the customer's own words, kept verbatim, and the facts. */
export function RequestSummaryCard({ detail, token }: { detail: QuoteRequestDetail; token: string | null }) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const { project, customer } = detail
  const { budgetLow: low, budgetHigh: high } = project
  const budget =
    low !== null && high !== null
      ? formatMoneyRange(low, high, language)
      : low !== null
        ? t('response.summary.budgetFrom', { amount: formatMoney(low, language) })
        : high !== null
          ? t('response.summary.budgetUpTo', { amount: formatMoney(high, language) })
          : t('response.summary.notGiven')
  const rows: Array<[string, ReactNode]> = [
    [t('response.summary.category'), categoryName(project.category as CategorySlug, language)],
    [t('response.summary.location'), placeOf(project, language)],
  ]
  if (detail.provider.distanceKm !== null) {
    rows.push([
      t('response.summary.distance'),
      t('response.summary.km', {
        km: formatDistance(detail.provider.distanceKm, language),
      }),
    ])
  }
  rows.push(
    [t('response.summary.budget'), budget],
    [
      t('response.summary.estimate'),
      project.estimate ? (
        <EstimateFigures key="estimate" estimate={project.estimate} />
      ) : (
        t('response.summary.noEstimate')
      ),
    ],
    [
      t('response.summary.timing'),
      project.timeline
        ? t(`timeline.${project.timeline}`, { defaultValue: project.timeline })
        : t('response.summary.notGiven'),
    ],
    [
      t('response.summary.sent'),
      <time key="sent" dateTime={detail.createdAt} title={formatRelativeTime(detail.createdAt, language)}>
        {formatDateTime(detail.createdAt, language)}
      </time>,
    ],
    [t('response.summary.customer'), customer.name],
  )
  if (customer.email) {
    rows.push([
      t('response.summary.email'),
      <a
        key="email"
        href={`mailto:${customer.email}`}
        className="break-words text-brand-700 underline underline-offset-2"
      >
        <Breakable text={customer.email} />
      </a>,
    ])
  }
  if (customer.phone) {
    rows.push([
      t('response.summary.phone'),
      <a key="phone" href={telHref(customer.phone)} className="text-brand-700 underline underline-offset-2">
        {customer.phone}
      </a>,
    ])
  }
  return (
    <Card>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="min-w-0 text-lg font-semibold break-words">
          <ProjectTitle project={project} />
        </h2>
        {detail.viewer === 'customer' ? (
          <StatusBadge
            status={detail.status}
            declined={detail.declined !== null}
            quoted={detail.quote !== null}
            notChosen={detail.notChosen}
          />
        ) : (
          <ProviderStatusBadge
            status={detail.status}
            declined={detail.declined !== null}
            quoted={detail.quote !== null}
            notChosen={detail.notChosen}
          />
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('response.summary.number', { id: detail.id })}</p>
      <h3 className="mt-4 text-sm font-semibold text-slate-700">{t('response.summary.description')}</h3>
      <WrittenIn language={project.language} always />
      <p
        className="mt-1 whitespace-pre-line break-words text-ink"
        data-user-text
        lang={project.language ?? undefined}
      >
        {project.description}
      </p>
      {detail.viewer !== 'customer' && (
        <TranslateToggle kind="lead" id={detail.id} language={project.language} token={token} />
      )}
      <ProjectPhotos photos={project.photos} token={token} className="mt-4" />
      <dl className="mt-4 divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5">
            <dt className="shrink-0 text-sm text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {detail.viewer === 'provider' && detail.status === 'pending' && !detail.quote && (
        <p className="mt-4 flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <Clock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {t('response.summary.tip')}
        </p>
      )}
    </Card>
  )
}
