import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Skeleton } from '@web/components/ui/skeleton'
import { useTranslation } from 'react-i18next'

/** A page's data could not be read: say so where it would be, with a way to try again. */
export function LoadFailure({ title, onRetry }: { title?: string; onRetry: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <Callout tone="error" title={title ?? t('common.loadFailed')}>
      <Button size="sm" variant="secondary" className="mt-2" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Callout>
  )
}

const SKELETON_ROWS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const

/** Rows of skeletons while a table loads. */
export function TableSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('admin')
  return (
    <div className="space-y-2" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      {SKELETON_ROWS.slice(0, rows).map((row) => (
        <Skeleton key={row} className="h-12 w-full" />
      ))}
    </div>
  )
}
