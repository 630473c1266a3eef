import { toasterRequests } from '@web/lib/toast/toast'
import { lazy, Suspense, useSyncExternalStore } from 'react'

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }))

/** The toaster loads with the first toast (never on the server): toasts only follow a user's action. */
export function LazyToaster() {
  const requested = useSyncExternalStore(toasterRequests.subscribe, toasterRequests.requested, () => false)
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  )
}
