import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { LuxembourgMapProps } from './luxembourg-map-props'
import { MapSkeleton } from './map-skeleton'

const LuxembourgMap = lazy(() => import('./luxembourg-map'))

/** The Luxembourg map, downloaded (Leaflet, its CSS, the outlines) only when it is shown. */
export function LazyLuxembourgMap(props: LuxembourgMapProps) {
  // Without suspending the page: the label appears once the texts are there.
  const { t, ready } = useTranslation('directory', { useSuspense: false })
  return (
    <Suspense
      fallback={<MapSkeleton className={props.className} label={ready ? t('map.loading') : undefined} />}
    >
      <LuxembourgMap {...props} />
    </Suspense>
  )
}

export default LazyLuxembourgMap
