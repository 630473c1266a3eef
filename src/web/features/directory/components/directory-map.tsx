import { categoryName } from '@shared/catalog/categories'
import { formatRating } from '@shared/format/number'
import { placeName } from '@shared/geo/place-names'
import type { ProviderSearchItem, ProviderSearchResult } from '@shared/providers/provider-search-schemas'
import { useLocalizedPath } from '@web/components/localized-link'
import { LazyLuxembourgMap } from '@web/components/map/lazy-luxembourg-map'
import type { MapMarker, MapPlace } from '@web/components/map/luxembourg-map-props'
import { mapFocus } from '@web/features/directory/lib/map-focus'
import { shortlist } from '@web/features/directory/lib/shortlist'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDistance } from '@web/lib/format/distance'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/** A provider's pin: its pop-up says who, what, how well rated and where, and takes it into the request. */
function providerMarker(
  provider: ProviderSearchItem,
  href: string,
  t: TFunction<'directory'>,
  language: ReturnType<typeof useUiLanguage>,
): MapMarker {
  const town =
    provider.distanceKm === null
      ? placeName(provider.locality, language)
      : `${placeName(provider.locality, language)} · ${t('card.distance', { km: formatDistance(provider.distanceKm, language) })}`
  return {
    id: provider.id,
    lat: provider.lat,
    lon: provider.lon,
    label: provider.name,
    href,
    details: [
      provider.categories.map((slug) => categoryName(slug, language)).join(' · '),
      provider.reviewCount === 0
        ? t('card.noReviews')
        : `${formatRating(provider.rating, language)} ★ ${t('card.reviews', { count: provider.reviewCount })}`,
      town,
    ],
    toggle: {
      label: t('shortlist.add'),
      pressedLabel: t('shortlist.added'),
      context: t('shortlist.forProvider', { name: provider.name }),
      isPressed: () => shortlist.has(provider.id),
      unavailable: () => (shortlist.isFull() ? t('shortlist.full') : null),
      onToggle: () =>
        shortlist.toggle({
          id: provider.id,
          slug: provider.slug,
          name: provider.name,
          categories: provider.categories,
        }),
    },
  }
}

/** The results on the map of Luxembourg, with the searched place and its radius when there is one. */
export function DirectoryMap({
  result,
  radiusKm,
}: {
  result: ProviderSearchResult
  radiusKm: number | null
}) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const localize = useLocalizedPath()
  const markers = result.items.map((provider) =>
    providerMarker(provider, localize(`/providers/${provider.slug}`), t, language),
  )
  const origin = result.origin
  const place: MapPlace | undefined = origin
    ? {
        lat: origin.lat,
        lon: origin.lon,
        label: t('map.place', {
          place: origin.label ? placeName(origin.label, language) : t('map.yourLocation'),
        }),
        radiusKm,
      }
    : undefined
  return (
    <div className="space-y-2">
      <LazyLuxembourgMap
        markers={markers}
        cluster
        focus={mapFocus(origin, radiusKm)}
        place={place}
        ariaLabel={t('map.label', { count: markers.length })}
        className="h-[26rem] sm:h-[34rem]"
      />
      <p className="text-sm text-slate-600">{t('map.hint')}</p>
    </div>
  )
}
