import { placeName } from '@shared/geo/place-names'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import LazyLuxembourgMap from '@web/components/map/lazy-luxembourg-map'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { MapPin, MapPinned } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { ProfileSection } from './profile-section'

/** Close enough to see the locality and its neighbours, the area most jobs come from. */
const PROFILE_MAP_ZOOM = 11

export function LocationSection({ profile }: { profile: ProviderProfile }) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const place = [profile.postalCode && `L-${profile.postalCode}`, placeName(profile.locality, language)]
    .filter(Boolean)
    .join(' ')
  const address = [profile.address, place].filter(Boolean).join(', ')
  return (
    <ProfileSection id="location" title={t('location.title')}>
      <div className="grid gap-3 text-slate-700 sm:grid-cols-2">
        <p className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          <span>
            <span className="sr-only">{t('location.address')}: </span>
            {address}
            {profile.commune !== profile.locality && (
              <span className="text-slate-600"> ({placeName(profile.commune, language)})</span>
            )}
          </span>
        </p>
        <p className="flex items-start gap-2">
          <MapPinned className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden="true" />
          {t('facts.radius', {
            km: profile.serviceRadiusKm,
            locality: placeName(profile.locality, language),
          })}
        </p>
      </div>
      <LazyLuxembourgMap
        className="mt-4 h-72 rounded-xl sm:h-96"
        ariaLabel={t('location.mapLabel', {
          name: profile.name,
          locality: placeName(profile.locality, language),
        })}
        markers={[{ id: profile.id, lat: profile.lat, lon: profile.lon, label: profile.name }]}
        focus={{ lat: profile.lat, lon: profile.lon, zoom: PROFILE_MAP_ZOOM }}
      />
    </ProfileSection>
  )
}
