import { Button } from '@web/components/ui/button'
import { useMyLocation } from '@web/features/directory/hooks/use-my-location'
import type { Coordinates } from '@web/features/directory/lib/coordinates'
import { LocateFixed } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Finds the visitor with the browser's geolocation; says so, next to the button, when it cannot. */
export function UseMyLocationButton({
  onLocated,
  className,
}: {
  onLocated: (coordinates: Coordinates) => void
  className?: string
}) {
  const { t } = useTranslation('directory')
  const messageId = useId()
  const { status, locate } = useMyLocation(onLocated)
  const message =
    status === 'failed' ? t('location.failed') : status === 'outside' ? t('location.outside') : null
  return (
    <div className={className}>
      <Button
        variant="secondary"
        loading={status === 'locating'}
        aria-describedby={message ? messageId : undefined}
        onClick={locate}
        className="w-full sm:w-auto"
      >
        {status !== 'locating' && <LocateFixed className="size-5 text-brand-700" aria-hidden="true" />}
        {status === 'locating' ? t('location.locating') : t('location.useMine')}
      </Button>
      <div aria-live="assertive">
        {message && (
          <p id={messageId} className="mt-1.5 text-sm font-medium text-danger">
            {message}
          </p>
        )}
      </div>
    </div>
  )
}
