import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'

export function ProviderCardSkeleton() {
  return (
    <Card className="space-y-3" aria-hidden="true">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <div className="flex gap-3">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-20" />
      </div>
      <div className="flex gap-2">
        <Skeleton className="h-6 w-20 rounded-full" />
        <Skeleton className="h-6 w-20 rounded-full" />
      </div>
      <Skeleton className="h-4 w-5/6" />
    </Card>
  )
}
