import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { RotateCcw } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** A page's data did not arrive (network, server): say so where it should be, and offer to retry. */
export function NotLoaded({
  title,
  detail,
  onRetry,
  retrying = false,
}: {
  title: string
  detail?: string
  onRetry: () => void
  retrying?: boolean
}) {
  const { t } = useTranslation('common')
  return (
    <Callout tone="error" title={title}>
      {detail && <p>{detail}</p>}
      <Button size="sm" variant="secondary" className="mt-3" loading={retrying} onClick={onRetry}>
        {!retrying && <RotateCcw className="size-4" aria-hidden="true" />}
        {t('actions.retry')}
      </Button>
    </Callout>
  )
}
