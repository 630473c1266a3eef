import { formatNumber, formatRating } from '@shared/format/number'
import { Badge } from '@web/components/ui/badge'
import { Card } from '@web/components/ui/card'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { BadgeCheck, MapPin, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DevSection } from './dev-section'

export function StyleCards() {
  const { t } = useTranslation('devtools')
  const language = useUiLanguage()
  return (
    <DevSection title={t('style.cards.title')} lead={t('style.cards.lead')}>
      <div className="grid gap-4 md:grid-cols-3">
        <Card>
          <h3 className="font-semibold">{t('style.cards.basicTitle')}</h3>
          <p className="mt-1 text-slate-600">{t('style.cards.basicBody')}</p>
        </Card>
        <Card className="space-y-2">
          <div className="flex items-start justify-between gap-2">
            <h3 className="font-semibold">Peinture Minett Sàrl</h3>
            <Badge tone="success" icon={<BadgeCheck className="size-4" aria-hidden="true" />}>
              {t('style.badges.verified')}
            </Badge>
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
            <span className="inline-flex items-center gap-1">
              <Star className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
              {t('style.cards.rating', {
                rating: formatRating(4.8, language),
                count: 57,
              })}
            </span>
            <span className="inline-flex items-center gap-1">
              <MapPin className="size-4 text-slate-600" aria-hidden="true" />
              {t('style.cards.distance', {
                distance: formatNumber(6, language, { style: 'unit', unit: 'kilometer' }),
              })}
            </span>
          </p>
          <p className="text-sm text-slate-600">{t('style.cards.providerBody')}</p>
        </Card>
        <div className="rounded-[var(--radius-card)] border border-brand-100 bg-brand-50 p-5">
          <h3 className="font-semibold">{t('style.cards.flatTitle')}</h3>
          <p className="mt-1 text-slate-700">{t('style.cards.flatBody')}</p>
        </div>
      </div>
    </DevSection>
  )
}
