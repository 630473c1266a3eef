import { useAuth } from '@web/lib/auth/auth-context'
import { lazy, Suspense } from 'react'

const LiveUpdates = lazy(async () => ({ default: (await import('./live-updates')).LiveUpdates }))

/**
 * Live updates load for signed-in people only: the query keys they refresh come with those
 * features' schemas, which a visitor's first page (the landing page's budget) does without.
 */
export function LazyLiveUpdates() {
  const { status } = useAuth()
  if (status !== 'signedIn') return null
  return (
    <Suspense fallback={null}>
      <LiveUpdates />
    </Suspense>
  )
}
