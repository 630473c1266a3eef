import { Badge } from '@web/components/ui/badge'
import { BadgeCheck, ShieldCheck, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DevSection } from './dev-section'

export function StyleBadges() {
  const { t } = useTranslation('devtools')
  return (
    <DevSection title={t('style.badges.title')} lead={t('style.badges.lead')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <Badge tone="success" icon={<BadgeCheck className="size-4" aria-hidden="true" />}>
            {t('style.badges.verified')}
          </Badge>
        </li>
        <li>
          <Badge tone="brand" icon={<ShieldCheck className="size-4" aria-hidden="true" />}>
            {t('style.badges.insured')}
          </Badge>
        </li>
        <li>
          <Badge tone="warning" icon={<Star className="size-4" aria-hidden="true" />}>
            {t('style.badges.premium')}
          </Badge>
        </li>
        <li>
          <Badge tone="danger">{t('style.badges.urgent')}</Badge>
        </li>
        <li>
          <Badge>{t('style.badges.pending')}</Badge>
        </li>
      </ul>
    </DevSection>
  )
}
