import type { QuoteStatus } from '@shared/quotes/quote-status'
import { Badge } from '@web/components/ui/badge'
import { useTranslation } from 'react-i18next'

const TONES = {
  pending: 'warning',
  accepted: 'brand',
  in_progress: 'brand',
  completed: 'success',
  rejected: 'neutral',
  cancelled: 'neutral',
} as const

/**
 * The request's status; "declined" when the provider said no (status rejected by the provider), and
 * "quote received" while a quoted request waits for the customer's decision, and "not chosen" when
 * the customer accepted another provider's quote for the project.
 */
export function StatusBadge({
  status,
  declined = false,
  quoted = false,
  notChosen = false,
}: {
  status: QuoteStatus
  declined?: boolean
  quoted?: boolean
  notChosen?: boolean
}) {
  const { t } = useTranslation('quotes')
  if (notChosen) return <Badge tone="neutral">{t('status.notChosen')}</Badge>
  if (declined) return <Badge tone="danger">{t('status.declined')}</Badge>
  if (quoted && status === 'pending') return <Badge tone="brand">{t('status.quoted')}</Badge>
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>
}
