import { dateTimeFormat } from '@shared/format/date-time'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import type { SavedResults } from '@web/features/directory/lib/last-results'
import type { SearchFailure } from '@web/features/directory/lib/search-failure'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** product §8's two directory failures, in a callout above where the results go, with a way to retry. */
export function SearchFailureNotice({
  failure,
  saved,
  retrying,
  onRetry,
  onRemovePlace,
}: {
  failure: SearchFailure
  saved: SavedResults | null
  retrying: boolean
  onRetry: () => void
  /** Given when the API did not know the place in the link. */
  onRemovePlace?: () => void
}) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const savedAt = saved
    ? dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(saved.savedAt))
    : null
  const retry = (
    <Button variant="secondary" size="sm" className="mt-3" loading={retrying} onClick={onRetry}>
      {!retrying && <RotateCw className="size-4" aria-hidden="true" />}
      {t('failure.retry')}
    </Button>
  )
  if (failure === 'failed')
    return (
      <Callout tone="error" title={t('failure.fetch')}>
        {onRemovePlace ? (
          <>
            <p>{t('failure.unknownPlace')}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={onRemovePlace}>
              {t('failure.removePlace')}
            </Button>
          </>
        ) : (
          retry
        )}
      </Callout>
    )
  return (
    <div role="alert" data-testid="directory-offline">
      <Callout tone="warning" title={t('failure.unreachable')}>
        <p>{savedAt ? t('failure.savedAt', { date: savedAt }) : t('failure.nothingSaved')}</p>
        {retry}
      </Callout>
    </div>
  )
}
