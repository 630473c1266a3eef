import { useHydrated } from '@web/hooks/use-hydrated'
import { useNearViewport } from '@web/hooks/use-near-viewport'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { LuxembourgMapProps } from './luxembourg-map-props'
import { MapSkeleton } from './map-skeleton'

const LuxembourgMap = lazy(() => import('./luxembourg-map'))

/**
 * The Luxembourg map, downloaded (Leaflet, its CSS, the outlines) only when it is shown and the
 * visitor is near it: an island of the page that only the browser renders, whose 150 KB of code run
 * when the visitor scrolls towards a map at the foot of a page, not while the page starts. The
 * server's HTML and the hydrating browser show its placeholder, of the same size, so nothing moves
 * when it arrives.
 */
export function LazyLuxembourgMap(props: LuxembourgMapProps) {
  // Without suspending the page: the label appears once the texts are there.
  const { t, ready } = useTranslation('directory', { useSuspense: false })
  const hydrated = useHydrated()
  const [watch, near] = useNearViewport<HTMLDivElement>()
  const label = ready ? t('map.loading') : undefined
  if (!hydrated || !near) return <MapSkeleton ref={watch} className={props.className} label={label} />
  const skeleton = <MapSkeleton className={props.className} label={label} />
  return (
    <Suspense fallback={skeleton}>
      <LuxembourgMap {...props} />
    </Suspense>
  )
}

export default LazyLuxembourgMap
