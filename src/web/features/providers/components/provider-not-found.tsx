import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** An unknown or unlisted provider: say so, and lead back to the directory. */
export function ProviderNotFound() {
  const { t } = useTranslation('providers')
  useDocumentTitle(t('notFound.title'))
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <SearchX className="size-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('notFound.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LocalizedLink to="/directory" className={buttonClasses('primary')}>
          {t('notFound.directory')}
        </LocalizedLink>
        <LocalizedLink to="/" className={buttonClasses('secondary')}>
          {t('notFound.home')}
        </LocalizedLink>
      </div>
    </Container>
  )
}
