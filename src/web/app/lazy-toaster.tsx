import { lazy, Suspense } from 'react'

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }))

/** The toaster loads after the first render: toasts only follow a user's action. */
export function LazyToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
