import { Container } from '@web/components/ui/container'
import { Skeleton } from '@web/components/ui/skeleton'

/** The profile's shape while it loads: header with actions, then the main column and the side cards. */
export function ProviderProfileSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="border-b border-slate-200 bg-slate-50">
        <Container className="py-6 sm:py-8">
          <Skeleton className="h-4 w-48" />
          <div className="mt-5 flex flex-col gap-6 lg:flex-row lg:justify-between">
            <div className="flex gap-4">
              <Skeleton className="hidden size-16 shrink-0 rounded-xl sm:block" />
              <div className="space-y-3">
                <Skeleton className="h-9 w-64 max-w-full" />
                <Skeleton className="h-5 w-48" />
                <Skeleton className="h-5 w-40" />
                <Skeleton className="h-5 w-56" />
                <div className="flex flex-wrap gap-2 pt-1">
                  <Skeleton className="h-6 w-32 rounded-full" />
                  <Skeleton className="h-6 w-40 rounded-full" />
                  <Skeleton className="h-6 w-28 rounded-full" />
                </div>
              </div>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row lg:w-64 lg:flex-col">
              <Skeleton className="h-12 w-full rounded-lg" />
              <Skeleton className="h-12 w-full rounded-lg" />
            </div>
          </div>
        </Container>
      </div>
      <Container className="grid gap-8 py-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <div className="grid gap-3 pt-2 sm:grid-cols-2">
            <Skeleton className="h-14 rounded-xl" />
            <Skeleton className="h-14 rounded-xl" />
            <Skeleton className="h-14 rounded-xl" />
            <Skeleton className="h-14 rounded-xl" />
          </div>
          <Skeleton className="mt-6 h-7 w-2/5" />
          <Skeleton className="h-40 rounded-xl" />
        </div>
        <div className="space-y-4">
          <Skeleton className="h-44 rounded-xl" />
          <Skeleton className="h-64 rounded-xl" />
        </div>
      </Container>
    </div>
  )
}
