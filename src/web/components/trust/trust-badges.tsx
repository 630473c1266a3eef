import { Badge } from '@web/components/ui/badge'
import { useTranslation } from 'react-i18next'
import { TRUST_ICONS, TRUST_TONES } from './trust-badge-icon'
import type { TrustCheck } from './trust-checks'
import { useTrustText } from './use-trust-text'

/**
 * The header's badges. Each one says what was checked; its longer explanation is read out with it
 * (not a hover tooltip) and shown in full in the "What LuxPro checked" card.
 */
export function TrustBadges({ checks }: { checks: TrustCheck[] }) {
  const { t } = useTranslation('common')
  const text = useTrustText()
  if (checks.length === 0) return null
  return (
    <ul aria-label={t('trust.badgesLabel')} className="flex flex-wrap gap-2">
      {checks.map((check) => {
        const Icon = TRUST_ICONS[check.id]
        const { label, description } = text(check)
        return (
          <li key={check.id}>
            <Badge
              tone={TRUST_TONES[check.id]}
              icon={<Icon className="size-4 shrink-0" aria-hidden="true" />}
            >
              {label}
              <span className="sr-only">. {description}</span>
            </Badge>
          </li>
        )
      })}
    </ul>
  )
}
