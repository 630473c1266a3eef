import type { SearchSort } from '@shared/providers/provider-search-schemas'
import { Spinner } from '@web/components/ui/spinner'
import type { useProviderSearch } from '@web/features/directory/api/search-providers'
import type { HistoryMode } from '@web/features/directory/hooks/use-directory-params'
import {
  clearedFilters,
  type DirectoryChanges,
  type DirectoryParams,
} from '@web/features/directory/lib/directory-params'
import { emptyReason } from '@web/features/directory/lib/empty-reason'
import { pageCount } from '@web/features/directory/lib/pagination'
import { isUnknownPlace } from '@web/features/directory/lib/search-failure'
import { availableSorts } from '@web/features/directory/lib/search-request'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { DirectoryMap } from './directory-map'
import { EmptyResults } from './empty-results'
import { PastLastPage } from './past-last-page'
import { ProviderResultCard } from './provider-result-card'
import { ResultCardSkeleton } from './result-card-skeleton'
import { ResultsPagination } from './results-pagination'
import { SearchFailureNotice } from './search-failure-notice'
import { SortSelect } from './sort-select'
import { ViewToggle } from './view-toggle'

const SKELETON_CARDS = 6

/**
 * The results area: count, sort and view on top, then the list or the map, or what to do when
 * there is nothing (empty state) or no answer (product §8 failures, with the saved results offline).
 */
export function DirectoryResults({
  params,
  update,
  hrefFor,
  search: { search, failure, saved },
}: {
  params: DirectoryParams
  update: (changes: DirectoryChanges, history?: HistoryMode) => void
  hrefFor: (changes: DirectoryChanges) => string
  search: ReturnType<typeof useProviderSearch>
}) {
  const { t } = useTranslation('directory')
  const headingId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const paged = useRef(false)
  const live = search.data
  const result = live ?? (failure === 'unreachable' ? saved?.result : undefined)
  const pages = result ? pageCount(result.total, result.pageSize) : 1

  // After a page link, move to the top of the results (and the focus with it) like a new page would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes, by design
  useEffect(() => {
    if (!paged.current) return
    paged.current = false
    headingRef.current?.focus({ preventScroll: true })
    headingRef.current?.scrollIntoView({ block: 'start' })
  }, [params.page])

  let heading = t('results.heading')
  let announcement = ''
  if (search.isPending) announcement = t('results.loading')
  else if (result && !live) {
    heading = t('results.saved')
    announcement = heading
  } else if (result) {
    heading = t('results.count', { count: result.total })
    announcement = pages > 1 ? `${heading}. ${t('results.pageOf', { page: result.page, pages })}` : heading
  }

  const sortValue: SearchSort = params.sort ?? live?.sort ?? (params.q ? 'relevance' : 'rating')

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="scroll-mt-24 text-xl font-semibold focus:outline-none"
          >
            {heading}
          </h2>
          {/* The previous results stay readable (full contrast) while the next ones load. */}
          {search.isPlaceholderData && (
            <span className="inline-flex items-center gap-1.5 text-sm text-slate-600">
              <Spinner className="size-4 text-brand-600" />
              {t('results.updating')}
            </span>
          )}
        </div>
        <div className="flex w-full items-end gap-3 sm:w-auto">
          <SortSelect
            value={sortValue}
            options={availableSorts(params)}
            onChange={(sort) => update({ sort })}
          />
          <ViewToggle view={params.view} onChange={(view) => update({ view })} />
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>

      {failure && (
        <SearchFailureNotice
          failure={failure}
          saved={saved}
          retrying={search.isFetching}
          onRetry={() => void search.refetch()}
          onRemovePlace={
            isUnknownPlace(search.error) ? () => update({ locality: null, postalCode: null }) : undefined
          }
        />
      )}

      <div data-testid="directory-results" aria-busy={search.isFetching}>
        {search.isPending ? (
          <ul className="grid gap-4 sm:grid-cols-2" aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <li key={index}>
                <ResultCardSkeleton />
              </li>
            ))}
          </ul>
        ) : !result ? null : result.items.length === 0 ? (
          result.total > 0 ? (
            <PastLastPage href={hrefFor({ page: 1 })} />
          ) : (
            <EmptyResults
              reason={emptyReason(params)}
              onWiden={(radiusKm) => update({ radiusKm })}
              onClearFilters={() => update({ ...clearedFilters(params), q: params.q })}
            />
          )
        ) : params.view === 'map' ? (
          <DirectoryMap result={result} radiusKm={params.radiusKm} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {result.items.map((provider) => (
              <li key={provider.id}>
                <ProviderResultCard provider={provider} />
              </li>
            ))}
          </ul>
        )}
      </div>

      {live && !failure && (
        <ResultsPagination
          page={live.page}
          pages={pages}
          hrefFor={(page) => hrefFor({ page })}
          onNavigate={() => {
            paged.current = true
          }}
        />
      )}
    </section>
  )
}
