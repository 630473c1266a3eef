import { type CategorySlug, categoryName } from '@shared/catalog/categories'
import { formatMoney } from '@shared/format/money'
import type { ProviderInboxItem } from '@shared/quotes/quote-request-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { ProjectTitle } from '@web/components/project-title'
import { Badge } from '@web/components/ui/badge'
import { placeOf } from '@web/features/quotes/components/request-summary-card'
import { requestPath } from '@web/features/quotes/provider/lib/request-links'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDateTime, formatRelativeTime } from '@web/lib/format/relative-time'
import { AlertTriangle, MapPin, MessageSquare, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProviderStatusBadge } from './provider-status-badge'

/** One incoming request: what, where, who, when, and what it waits for. The whole card opens it. */
export function InboxRow({ item, showBusiness }: { item: ProviderInboxItem; showBusiness: boolean }) {
  const { t } = useTranslation('quotes')
  const language = useUiLanguage()
  return (
    <li className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow duration-150 focus-within:ring-2 focus-within:ring-brand-100 hover:shadow-md motion-reduce:transition-none">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="min-w-0">
          <h3 className="font-semibold break-words">
            <LocalizedLink
              to={requestPath(item.id)}
              className="text-ink after:absolute after:inset-0 after:rounded-xl hover:text-brand-700 focus:outline-none"
            >
              <ProjectTitle project={item.project} />
            </LocalizedLink>
          </h3>
          <p className="text-sm text-slate-600">
            {categoryName(item.project.category as CategorySlug, language)}
            {showBusiness && ` · ${t('inbox.for', { name: item.providerName })}`}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:justify-end">
          {item.overdue && (
            <Badge tone="danger" icon={<AlertTriangle className="size-3.5" aria-hidden="true" />}>
              {t('inbox.overdue')}
            </Badge>
          )}
          {item.unreadMessages > 0 && (
            <Badge tone="brand" icon={<MessageSquare className="size-3.5" aria-hidden="true" />}>
              {t('inbox.unread', { count: item.unreadMessages })}
            </Badge>
          )}
          <ProviderStatusBadge
            status={item.status}
            declined={item.declined}
            quoted={item.quote !== null}
            notChosen={item.notChosen}
          />
        </div>
      </div>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
        <div className="flex items-center gap-1.5">
          <dt>
            <MapPin className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">{t('response.summary.location')}</span>
          </dt>
          <dd>{placeOf(item.project, language)}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt>
            <UserRound className="size-4 text-slate-500" aria-hidden="true" />
            <span className="sr-only">{t('response.summary.customer')}</span>
          </dt>
          <dd>{item.customerName}</dd>
        </div>
        <div className="flex items-center gap-1.5">
          <dt className="sr-only">{t('response.summary.sent')}</dt>
          <dd>
            <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, language)}>
              {t('inbox.sent', { when: formatRelativeTime(item.createdAt, language) })}
            </time>
          </dd>
        </div>
        {item.quote && (
          <div className="flex items-center gap-1.5">
            <dt>{t('inbox.quoteTotal')}</dt>
            <dd className="font-semibold tabular-nums text-ink">
              {formatMoney(item.quote.totalCost, language, { cents: true })}
            </dd>
          </div>
        )}
      </dl>
    </li>
  )
}
