import type { ProviderSearchResult } from '@shared/providers/provider-search-schemas'
import { useLocalizedPath } from '@web/components/localized-link'
import { LazyLuxembourgMap } from '@web/components/map/lazy-luxembourg-map'
import { mapFocus } from '@web/features/directory/lib/map-focus'
import { useTranslation } from 'react-i18next'

/** The results on the map of Luxembourg, centred on the searched place when there is one. */
export function DirectoryMap({
  result,
  radiusKm,
}: {
  result: ProviderSearchResult
  radiusKm: number | null
}) {
  const { t } = useTranslation('directory')
  const localize = useLocalizedPath()
  const markers = result.items.map((provider) => ({
    id: provider.id,
    lat: provider.lat,
    lon: provider.lon,
    label: provider.name,
    href: localize(`/providers/${provider.slug}`),
  }))
  return (
    <div className="space-y-2">
      <LazyLuxembourgMap
        markers={markers}
        cluster
        focus={mapFocus(result.origin, radiusKm)}
        ariaLabel={t('map.label', { count: markers.length })}
        className="h-[26rem] sm:h-[34rem]"
      />
      <p className="text-sm text-slate-600">{t('map.hint')}</p>
    </div>
  )
}
