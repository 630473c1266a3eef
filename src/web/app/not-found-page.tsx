import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function NotFoundPage() {
  const { t } = useTranslation()
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <SearchX className="size-14 text-brand-600" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('notFound.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <LocalizedLink to="/" className={buttonClasses('primary')}>
          {t('notFound.home')}
        </LocalizedLink>
        <LocalizedLink to="/directory" className={buttonClasses('secondary')}>
          {t('notFound.directory')}
        </LocalizedLink>
      </div>
    </Container>
  )
}
