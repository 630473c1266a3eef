import type { ApplicationStatus } from '@shared/applications/application-status'
import { Badge } from '@web/components/ui/badge'
import { useTranslation } from 'react-i18next'

const TONES = {
  draft: 'neutral',
  submitted: 'brand',
  in_review: 'warning',
  info_requested: 'neutral',
  approved: 'success',
  declined: 'danger',
} as const

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('partners')
  return <Badge tone={TONES[status]}>{t(`review.status.${status}`)}</Badge>
}
