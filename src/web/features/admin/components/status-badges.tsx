import { Badge } from '@web/components/ui/badge'
import type { ComponentProps } from 'react'

type Tone = NonNullable<ComponentProps<typeof Badge>['tone']>

/** How the admin tables show a row's state: active in green, inactive in red, then its flags. */
export function StatusBadges({
  status,
  label,
  flags = [],
}: {
  status: 'active' | 'inactive'
  label: string
  /** What else holds for the row (verified, insured); a false entry shows nothing. */
  flags?: ReadonlyArray<{ tone?: Tone; label: string } | false>
}) {
  return (
    <div className="flex flex-wrap gap-1">
      <Badge tone={status === 'active' ? 'success' : 'danger'}>{label}</Badge>
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
