import { Container } from '@web/components/ui/container'
import { NotLoaded } from '@web/components/ui/not-loaded'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useAuth } from '@web/lib/auth/auth-context'
import { useTranslation } from 'react-i18next'

/**
 * A login-required page while the server does not answer the session check: the person stays on
 * the page, is told why it does not open, and it opens by itself once the server answers.
 */
export function SessionUnreachable() {
  const { t } = useTranslation()
  const { retry } = useAuth()
  useDocumentTitle(t('shell.sessionUnreachable.title'))
  return (
    <Container className="max-w-2xl py-10">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('shell.sessionUnreachable.title')}</h1>
      <div role="status" aria-live="polite">
        <NotLoaded title={t('shell.sessionUnreachable.body')} onRetry={retry} />
      </div>
    </Container>
  )
}
