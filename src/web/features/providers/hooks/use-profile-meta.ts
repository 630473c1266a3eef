import { categoryName } from '@shared/catalog/categories'
import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatRating } from '@web/lib/format/number'
import { useTranslation } from 'react-i18next'

/** "Sanitaire Weber – Plumbing, Heating in Bertrange – LuxPro" and a description that sells the visit. */
export function useProfileMeta(profile: ProviderProfile | undefined) {
  const { t } = useTranslation('providers')
  const language = useUiLanguage()
  const values = profile && {
    name: profile.name,
    locality: profile.locality,
    categories: new Intl.ListFormat(language, { type: 'conjunction' }).format(
      profile.categories.map((slug) => categoryName(slug, language)),
    ),
    rating: formatRating(profile.rating, language),
  }
  useDocumentTitle(
    values && t('meta.title', values),
    values &&
      (profile.reviewCount > 0 ? t('meta.description', values) : t('meta.descriptionUnrated', values)),
  )
}
