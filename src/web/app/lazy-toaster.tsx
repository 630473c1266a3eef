import { useHydrated } from '@web/hooks/use-hydrated'
import { lazy, Suspense } from 'react'

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }))

/** The toaster loads after the first render (never on the server): toasts only follow a user's action. */
export function LazyToaster() {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
