import { Skeleton } from '@web/components/ui/skeleton'
import { resultCardClasses } from './provider-result-card'

/** A result card's shape while the results load. */
export function ResultCardSkeleton() {
  return (
    <div className={resultCardClasses}>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="mt-2 h-4 w-1/2" />
      <Skeleton className="mt-2 h-4 w-2/5" />
      <Skeleton className="mt-4 h-4 w-1/3" />
      <Skeleton className="mt-4 h-4 w-full" />
      <Skeleton className="mt-2 h-4 w-5/6" />
      <div className="mt-auto flex gap-2 pt-4">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
    </div>
  )
}
