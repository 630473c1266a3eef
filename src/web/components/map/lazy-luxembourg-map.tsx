import { useHydrated } from '@web/hooks/use-hydrated'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { LuxembourgMapProps } from './luxembourg-map-props'
import { MapSkeleton } from './map-skeleton'

const LuxembourgMap = lazy(() => import('./luxembourg-map'))

/**
 * The Luxembourg map, downloaded (Leaflet, its CSS, the outlines) only when it is shown: an island
 * of the page that only the browser renders. The server's HTML and the hydrating browser show its
 * placeholder, of the same size, so nothing moves when it arrives.
 */
export function LazyLuxembourgMap(props: LuxembourgMapProps) {
  // Without suspending the page: the label appears once the texts are there.
  const { t, ready } = useTranslation('directory', { useSuspense: false })
  const hydrated = useHydrated()
  const skeleton = <MapSkeleton className={props.className} label={ready ? t('map.loading') : undefined} />
  if (!hydrated) return skeleton
  return (
    <Suspense fallback={skeleton}>
      <LuxembourgMap {...props} />
    </Suspense>
  )
}

export default LazyLuxembourgMap
