import type { UseQueryResult } from '@tanstack/react-query'
import { NoListingCallout } from '@web/components/no-listing-callout'
import { NotLoaded } from '@web/components/ui/not-loaded'
import { Skeleton } from '@web/components/ui/skeleton'
import { isNoListing } from '@web/lib/api/failure-text'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * One section of the provider's workspace: its heading, and its content once the data is there; a
 * skeleton while loading, the reason when the account has no listing yet, a retry when loading failed.
 */
export function WorkspacePanel<T>({
  id,
  title,
  lead,
  query,
  failed,
  children,
}: {
  id: string
  title: string
  lead: string
  query: UseQueryResult<T>
  /** 'Failed to load … Please try again.' */
  failed: string
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('workspace')
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-5">
      <div>
        <h2 id={`${id}-title`} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-1 max-w-2xl text-slate-600">{lead}</p>
      </div>
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true">
          <span className="sr-only">{t('loading')}</span>
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : query.isError ? (
        isNoListing(query.error) ? (
          <NoListingCallout />
        ) : (
          <NotLoaded title={failed} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        )
      ) : (
        children(query.data)
      )}
    </section>
  )
}
