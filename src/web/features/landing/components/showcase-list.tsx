import type { UseQueryResult } from '@tanstack/react-query'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** Three cards on a phone (the section links to the rest), up to six from a tablet on. */
const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 lg:gap-6 max-sm:[&>li:nth-child(n+4)]:hidden'

/** A fetched list of cards with its waiting (skeletons), failed (callout + retry) and empty states. */
export function ShowcaseList<T extends { id: number }>({
  query,
  skeletonCount,
  skeleton,
  loadingLabel,
  errorTitle,
  empty,
  renderItem,
}: {
  query: UseQueryResult<T[]>
  skeletonCount: number
  skeleton: ReactNode
  loadingLabel: string
  errorTitle: string
  empty: ReactNode
  renderItem: (item: T) => ReactNode
}) {
  const { t } = useTranslation('landing')

  if (query.isPending) {
    return (
      <div role="status">
        <span className="sr-only">{loadingLabel}</span>
        <ul className={GRID} aria-hidden="true">
          {Array.from({ length: skeletonCount }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skeletons have no identity
            <li key={index}>{skeleton}</li>
          ))}
        </ul>
      </div>
    )
  }

  if (query.isError) {
    return (
      <Callout tone="error" title={errorTitle}>
        <p>{t('proof.errorBody')}</p>
        <Button
          variant="secondary"
          size="sm"
          className="mt-3"
          loading={query.isFetching}
          onClick={() => void query.refetch()}
        >
          {!query.isFetching && <RefreshCw className="size-4" aria-hidden="true" />}
          {t('actions.retry', { ns: 'common' })}
        </Button>
      </Callout>
    )
  }

  if (query.data.length === 0) return <>{empty}</>

  return (
    <ul className={GRID}>
      {query.data.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  )
}

/** What to do when a list has nothing to show yet (every empty state says what to do next). */
export function ShowcaseEmpty({
  icon,
  text,
  action,
}: {
  icon: ReactNode
  text: ReactNode
  action: ReactNode
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      {icon}
      <p className="max-w-md text-slate-700">{text}</p>
      {action}
    </div>
  )
}

export const cardClasses = 'flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm'
