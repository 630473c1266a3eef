import { Skeleton } from '@web/components/ui/skeleton'

export function SkeletonTextDemo() {
  return (
    <div className="space-y-2.5" aria-hidden="true">
      <Skeleton className="h-6 w-1/2" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-11/12" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  )
}
