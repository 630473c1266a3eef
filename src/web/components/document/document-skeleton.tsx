import { Container } from '@web/components/ui/container'
import { Skeleton } from '@web/components/ui/skeleton'

/** The page's shape while its text loads: header, contents and a few paragraphs. */
export function DocumentSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <div className="border-b border-slate-200 bg-slate-50">
        <Container className="space-y-4 py-8 sm:py-10">
          <Skeleton className="h-9 w-2/3 max-w-md" />
          <Skeleton className="h-5 w-full max-w-2xl" />
          <Skeleton className="h-5 w-4/5 max-w-xl" />
        </Container>
      </div>
      <Container className="grid gap-8 py-8 lg:grid-cols-[16rem_1fr] lg:gap-12">
        <div className="space-y-3">
          <Skeleton className="h-4 w-32" />
          <Skeleton className="h-4 w-48" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-4 w-44" />
        </div>
        <div className="max-w-3xl space-y-4">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="mt-8 h-7 w-2/5" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      </Container>
    </div>
  )
}
