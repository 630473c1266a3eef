import type { QuoteStatus } from '@shared/quotes/quote-status'
import { Badge } from '@web/components/ui/badge'
import { useTranslation } from 'react-i18next'

const TONES = {
  pending: 'warning',
  accepted: 'success',
  in_progress: 'brand',
  completed: 'success',
  rejected: 'neutral',
  cancelled: 'neutral',
} as const

/** The provider's reading of a status: "Quote sent" while the customer decides, "Declined" when they said no. */
export function ProviderStatusBadge({
  status,
  declined,
  quoted,
  notChosen = false,
}: {
  status: QuoteStatus
  declined: boolean
  quoted: boolean
  /** The customer accepted another provider's quote for the project. */
  notChosen?: boolean
}) {
  const { t } = useTranslation('quotes')
  if (notChosen) return <Badge tone="neutral">{t('providerStatus.notChosen')}</Badge>
  if (declined) return <Badge tone="neutral">{t('providerStatus.declined')}</Badge>
  if (status === 'pending' && quoted) return <Badge tone="brand">{t('providerStatus.quoted')}</Badge>
  if (status === 'pending') return <Badge tone="warning">{t('providerStatus.new')}</Badge>
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>
}
