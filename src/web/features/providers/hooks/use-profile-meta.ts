import { categoryList } from '@shared/catalog/categories'
import { formatRating } from '@shared/format/number'
import { placeName } from '@shared/geo/place-names'
import type { UiLanguage } from '@shared/i18n/languages'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

/** "Sanitaire Weber – Plumbing and Heating in Bertrange" and a description that sells the visit. */
export function profileMeta(profile: ProviderProfile, t: TFunction, language: UiLanguage) {
  const values = {
    name: profile.name,
    locality: placeName(profile.locality, language),
    categories: categoryList(profile.categories, language),
    rating: formatRating(profile.rating, language),
  }
  return {
    title: t('providers:meta.title', values),
    description:
      profile.reviewCount > 0
        ? t('providers:meta.description', values)
        : t('providers:meta.descriptionUnrated', values),
  }
}

export function useProfileMeta(profile: ProviderProfile | undefined) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const meta = profile && profileMeta(profile, t, language)
  useDocumentTitle(meta?.title, meta?.description)
}
