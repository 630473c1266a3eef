import { CATEGORIES } from '@shared/catalog/categories'
import { formatRating } from '@shared/format/number'
import type { ProviderCard as Provider } from '@shared/showcase/showcase-schemas'
import { Badge } from '@web/components/ui/badge'
import { Card } from '@web/components/ui/card'
import { useProviderLabelText } from '@web/i18n/use-provider-label-text'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { Award, BadgeCheck, MapPin, ShieldCheck, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function ProviderCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation('devtools')
  const language = useUiLanguage()
  const labelText = useProviderLabelText()
  const categoryNames = provider.categories
    .map((slug) => CATEGORIES.find((category) => category.slug === slug)?.names[language])
    .filter(Boolean)
    .join(' · ')

  return (
    <Card className="flex h-full flex-col gap-3">
      <div>
        <h3 className="text-lg font-semibold">{provider.name}</h3>
        <p className="text-sm text-slate-600">{categoryNames}</p>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
          {t('providers.rating', {
            rating: formatRating(provider.rating, language),
            count: provider.reviewCount,
          })}
        </span>
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4 text-slate-600" aria-hidden="true" />
          {provider.locality}
        </span>
      </div>
      {(provider.verified || provider.insured || provider.premium) && (
        <ul className="flex flex-wrap gap-2" aria-label={t('providers.trust')}>
          {provider.verified && (
            <li>
              <Badge tone="success" icon={<BadgeCheck className="size-4" aria-hidden="true" />}>
                {t('providers.verified')}
              </Badge>
            </li>
          )}
          {provider.insured && (
            <li>
              <Badge tone="brand" icon={<ShieldCheck className="size-4" aria-hidden="true" />}>
                {t('providers.insured')}
              </Badge>
            </li>
          )}
          {provider.premium && (
            <li>
              <Badge tone="warning" icon={<Award className="size-4" aria-hidden="true" />}>
                {t('providers.premium')}
              </Badge>
            </li>
          )}
        </ul>
      )}
      {provider.specialties.length > 0 && (
        <p className="mt-auto text-sm text-slate-600">
          <span className="font-medium text-slate-700">{t('providers.specialties')}</span>{' '}
          {provider.specialties.slice(0, 3).map(labelText).join(', ')}
        </p>
      )}
    </Card>
  )
}
