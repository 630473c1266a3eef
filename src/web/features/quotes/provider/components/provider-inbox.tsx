import type { QuoteStatus } from '@shared/quotes/quote-status'
import { LocalizedLink } from '@web/components/localized-link'
import { NoListingCallout } from '@web/components/no-listing-callout'
import { QuoteStatusFilter } from '@web/components/quote-status-filter'
import { Callout } from '@web/components/ui/callout'
import { NotLoaded } from '@web/components/ui/not-loaded'
import { Skeleton } from '@web/components/ui/skeleton'
import { useProviderInbox } from '@web/features/quotes/api/get-provider-inbox'
import { inboxParams, inboxPath, pageCount, totalCount } from '@web/features/quotes/provider/lib/inbox-params'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { InboxPagination } from './inbox-pagination'
import { InboxRow } from './inbox-row'

/** The provider's incoming requests, newest first, filtered by status with a count on each chip. */
export function ProviderInbox() {
  const { t } = useTranslation('quotes')
  const [params, setParams] = useSearchParams()
  const { status, page } = inboxParams(params)
  const inbox = useProviderInbox(status, page)
  const data = inbox.data
  useResetPageOnFilter(status, setParams)

  const labelOf = (chip: QuoteStatus | null) => {
    // A filter names the requests in that state (plural in French), a badge one request.
    const label = t(`statusFilter.${chip ?? 'all'}`)
    if (!data) return label
    return `${label} (${chip ? (data.counts[chip] ?? 0) : totalCount(data.counts)})`
  }
  const pages = data ? pageCount(data.total, data.pageSize) : 1
  // An owner of several listed businesses needs to see which one each request is for.
  const severalBusinesses = new Set(data?.items.map((item) => item.providerName)).size > 1

  return (
    <section aria-labelledby="inbox-title" className="space-y-5">
      <div>
        <h2 id="inbox-title" className="text-2xl font-semibold">
          {t('inbox.title')}
        </h2>
        <p className="mt-1 text-slate-600">{t('inbox.lead')}</p>
      </div>
      {data?.hasListing !== false && <QuoteStatusFilter label={t('inbox.filterLabel')} labelOf={labelOf} />}
      {inbox.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">{t('inbox.loading')}</span>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : inbox.isError ? (
        <NotLoaded
          title={t('inbox.failed')}
          onRetry={() => void inbox.refetch()}
          retrying={inbox.isFetching}
        />
      ) : !inbox.data.hasListing ? (
        <NoListingCallout />
      ) : inbox.data.items.length === 0 ? (
        <EmptyInbox status={status} everything={totalCount(inbox.data.counts)} page={page} />
      ) : (
        <>
          <p className="sr-only" aria-live="polite">
            {t('inbox.showing', { count: inbox.data.total })}
          </p>
          <ul className="space-y-3" aria-busy={inbox.isPlaceholderData || undefined}>
            {inbox.data.items.map((item) => (
              <InboxRow key={item.id} item={item} showBusiness={severalBusinesses} />
            ))}
          </ul>
          <InboxPagination status={status} page={page} pages={pages} />
        </>
      )}
    </section>
  )
}

/** Another chip starts again from the first page (the filter keeps the other parameters). */
function useResetPageOnFilter(status: QuoteStatus | null, setParams: ReturnType<typeof useSearchParams>[1]) {
  const previous = useRef(status)
  useEffect(() => {
    if (previous.current === status) return
    previous.current = status
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.delete('page')
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  }, [status, setParams])
}

function EmptyInbox({
  status,
  everything,
  page,
}: {
  status: QuoteStatus | null
  everything: number
  page: number
}) {
  const { t } = useTranslation('quotes')
  const link = 'mt-2 inline-block font-medium text-brand-700 underline underline-offset-4'
  if (page > 1) {
    return (
      <Callout title={t('inbox.pastEnd')}>
        <LocalizedLink to={inboxPath(status, 1)} className={link}>
          {t('inbox.firstPage')}
        </LocalizedLink>
      </Callout>
    )
  }
  if (everything === 0) {
    return (
      <Callout title={t('inbox.emptyTitle')}>
        <p>{t('inbox.empty')}</p>
      </Callout>
    )
  }
  return (
    <Callout title={t('inbox.emptyStatus', { status: t(`status.${status ?? 'all'}`) })}>
      <LocalizedLink to={inboxPath(null, 1)} className={link}>
        {t('inbox.showAll')}
      </LocalizedLink>
    </Callout>
  )
}
