import { Spinner } from '@web/components/ui/spinner'

/**
 * product §2: the fallback while a lazy page loads says "Loading..." (before translations may exist).
 * It fills the screen so the footer does not show mid-screen and then jump down (layout shift).
 */
export function LoadingFallback() {
  return (
    <div
      className="flex min-h-screen items-center justify-center gap-3 text-slate-600"
      role="status"
      aria-live="polite"
      data-testid="route-loading"
    >
      <Spinner className="size-6 text-brand-600" />
      <span>Loading...</span>
    </div>
  )
}
