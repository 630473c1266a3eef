import type { ApplicationStatus } from '@shared/applications/application-status'
import type { QuoteStatus } from '@shared/quotes/quote-status'
import { Badge } from '@web/components/ui/badge'
import type { ComponentProps } from 'react'

type Tone = NonNullable<ComponentProps<typeof Badge>['tone']>

/** Accounts and listings: active in green, inactive in red. */
export const activeTone = (status: 'active' | 'inactive'): Tone =>
  status === 'active' ? 'success' : 'danger'

/** Projects and requests: waiting in amber, under way in brand, done in green, stopped in red. */
export const QUOTE_STATUS_TONE: Record<QuoteStatus, Tone> = {
  pending: 'warning',
  accepted: 'brand',
  in_progress: 'brand',
  completed: 'success',
  rejected: 'neutral',
  cancelled: 'danger',
}

/** Partner applications on their way to a decision. */
export const APPLICATION_STATUS_TONE: Record<ApplicationStatus, Tone> = {
  draft: 'neutral',
  submitted: 'brand',
  in_review: 'warning',
  info_requested: 'neutral',
  approved: 'success',
  declined: 'danger',
}

/** How the admin console shows a row's state: the state in its tone, then what else holds for the row. */
export function StatusBadges({
  tone,
  label,
  flags = [],
}: {
  tone: Tone
  label: string
  /** What else holds for the row (verified, insured, overdue); a false entry shows nothing. */
  flags?: ReadonlyArray<{ tone?: Tone; label: string } | false>
}) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge tone={tone}>{label}</Badge>
      {flags.map(
        (flag) =>
          flag && (
            <Badge key={flag.label} tone={flag.tone}>
              {flag.label}
            </Badge>
          ),
      )}
    </div>
  )
}
