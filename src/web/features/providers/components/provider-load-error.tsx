import { LocalizedLink } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useTranslation } from 'react-i18next'

/** The profile could not be fetched (network, server): what happened and what to try. */
export function ProviderLoadError({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation('providers')
  useDocumentTitle(t('loadError.title'))
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold">{t('loadError.title')}</h1>
      <Callout tone="error" className="mt-6 max-w-2xl">
        <p>{t('loadError.body')}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
            {t('loadError.retry')}
          </Button>
          <LocalizedLink to="/directory" className={buttonClasses('ghost', 'sm')}>
            {t('loadError.directory')}
          </LocalizedLink>
        </div>
      </Callout>
    </Container>
  )
}
