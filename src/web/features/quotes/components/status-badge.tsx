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

/** The request's status; "declined" when the provider said no (status rejected by the provider). */
export function StatusBadge({ status, declined = false }: { status: QuoteStatus; declined?: boolean }) {
  const { t } = useTranslation('quotes')
  return (
    <Badge tone={declined ? 'danger' : TONES[status]}>
      {declined ? t('status.declined') : t(`status.${status}`)}
    </Badge>
  )
}
