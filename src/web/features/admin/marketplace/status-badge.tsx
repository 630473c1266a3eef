import type { QuoteStatus } from '@shared/quotes/quote-status'
import { Badge } from '@web/components/ui/badge'
import { useTranslation } from 'react-i18next'

const TONE = {
  pending: 'warning',
  accepted: 'brand',
  in_progress: 'brand',
  completed: 'success',
  rejected: 'neutral',
  cancelled: 'danger',
} as const

export function QuoteStatusBadge({ status, overdue }: { status: QuoteStatus; overdue?: boolean }) {
  const { t } = useTranslation('admin')
  return (
    <span className="flex flex-wrap gap-1">
      <Badge tone={TONE[status] ?? 'neutral'}>{t(`quoteStatus.${status}`)}</Badge>
      {overdue && <Badge tone="danger">{t('projects.overdue')}</Badge>}
    </span>
  )
}
