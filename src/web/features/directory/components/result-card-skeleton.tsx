import { Skeleton } from '@web/components/ui/skeleton'
import { resultCardClasses } from './provider-result-card'

/** A result card's shape while the results load: name, trades, signals, two lines, the buttons. */
export function ResultCardSkeleton() {
  return (
    <div className={resultCardClasses}>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-4 h-4 w-2/3" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-auto flex gap-2 pt-4">
        <Skeleton className="h-11 w-40 rounded-lg" />
        <Skeleton className="h-11 w-28 rounded-lg" />
      </div>
    </div>
  )
}
