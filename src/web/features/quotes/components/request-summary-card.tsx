import { type CategorySlug, categoryName } from '@shared/catalog/categories'
import type { QuoteRequestDetail } from '@shared/quotes/quote-request-schemas'
import { Card } from '@web/components/ui/card'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDateTime, formatRelativeTime } from '@web/lib/format/relative-time'
import { Clock } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { formatEuro } from './format-euro'
import { StatusBadge } from './status-badge'

/** The request as the provider reads it: the customer's own words, kept verbatim, and the facts. */
export function RequestSummaryCard({ detail }: { detail: QuoteRequestDetail }) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  const { project } = detail
  const budget = [project.budgetLow, project.budgetHigh]
    .filter((v): v is number => v !== null)
    .map((v) => formatEuro(v, language))
    .join(' – ')
  const rows: Array<[string, string]> = [
    [t('response.summary.category'), categoryName(project.category as CategorySlug, language)],
    [
      t('response.summary.location'),
      `${project.postalCode ? `L-${project.postalCode} ` : ''}${project.locality} (${project.commune})${
        detail.provider.distanceKm !== null ? ` · ${detail.provider.distanceKm} km` : ''
      }`,
    ],
    [
      t('response.summary.timing'),
      project.timeline ? t(`timeline.${project.timeline}`, { defaultValue: project.timeline }) : '—',
    ],
    [t('response.summary.budget'), budget || '—'],
    [t('response.summary.customer'), detail.customer.name],
  ]
  if (detail.customer.email) rows.push([t('response.summary.email'), detail.customer.email])
  if (detail.customer.phone) rows.push([t('response.summary.phone'), detail.customer.phone])
  return (
    <Card>
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-lg font-semibold">{project.name}</h2>
        <StatusBadge status={detail.status} declined={detail.declined !== null} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {t('response.summary.number', { id: detail.id })} ·{' '}
        <time dateTime={detail.createdAt} title={formatDateTime(detail.createdAt, language)}>
          {formatRelativeTime(detail.createdAt, language)}
        </time>
      </p>
      <p className="mt-4 whitespace-pre-line text-ink">{project.description}</p>
      <dl className="mt-4 divide-y divide-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2.5">
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-right font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      {detail.status === 'pending' && (
        <p className="mt-4 flex gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          <Clock className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          {t('response.summary.tip')}
        </p>
      )}
    </Card>
  )
}
