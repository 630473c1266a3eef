import { useShortlist } from '@web/features/directory/lib/shortlist'
import { lazy, Suspense } from 'react'

// The project form (and the validation it brings) loads once a provider is picked, not with the page.
const ShortlistRequestBar = lazy(async () => ({
  default: (await import('./shortlist-request-bar')).ShortlistRequestBar,
}))

/** The bar at the bottom that sends one project to the picked providers, once there are some. */
export function ShortlistRequest() {
  const list = useShortlist()
  if (list.length === 0) return null
  return (
    <Suspense fallback={null}>
      <ShortlistRequestBar />
    </Suspense>
  )
}
