import type { ChatLocation } from '@shared/assistant/chat-schemas'
import { placeName } from '@shared/geo/place-names'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { MapPin } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The place the assistant understood (product §4 location confirmation). */
export function LocationLine({ location }: { location: ChatLocation }) {
  const { t } = useTranslation('assistant')
  const language = useUiLanguage()
  const sameName = location.locality === location.commune
  return (
    <p className="mt-2 inline-flex flex-wrap items-center gap-1.5 rounded-lg bg-white px-2.5 py-1.5 text-sm text-ink ring-1 ring-slate-200">
      <MapPin className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="sr-only">{t('location.label')}:</span>
      <span className="font-medium">
        {sameName
          ? placeName(location.locality, language)
          : t('location.value', {
              locality: placeName(location.locality, language),
              commune: placeName(location.commune, language),
            })}
      </span>
      {location.postalCode && (
        <span className="text-slate-600">
          {t('location.postalCode', { code: location.postalCode.replace(/^L-?/i, '') })}
        </span>
      )}
    </p>
  )
}
