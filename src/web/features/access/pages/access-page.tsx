import { buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { AccessCodeForm } from '@web/features/access/components/access-code-form'
import { useAccess } from '@web/hooks/use-access-status'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { usePublicSettings } from '@web/hooks/use-public-settings'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * /access (product §2, §4): a code by email — or a place on the waiting list, as the admin setting
 * says (ADR 050) — or from an invitation, then a full reload to /.
 */
export function AccessPage() {
  const { t } = useTranslation('access')
  useDocumentTitle(t('title'))
  const access = useAccess()
  // The public settings come with the server-rendered page; the access status follows, fresher.
  const settings = usePublicSettings()
  const requestMode = access.requestMode ?? settings.data?.accessGate.requestMode ?? 'code_by_email'
  // Whether the gate is open is in the settings too: the server renders the page with its notice, and
  // the form does not move down once the access status arrives.
  const gateOpen = access.known ? !access.gateEnabled : settings.data?.accessGate.enabled === false
  return (
    <>
      <PageHeader title={t('title')} lead={t(requestMode === 'waiting_list' ? 'leadWaitingList' : 'lead')} />
      <Container className="max-w-3xl space-y-6 py-8 sm:py-10">
        {access.known && access.session ? (
          <Callout tone="success" title={t('granted.title')}>
            <p>{t('granted.body')}</p>
            {/* A full load: the server decides again what this access opens. */}
            <a href="/" className={buttonClasses('primary', 'md', 'mt-3')}>
              {t('goHome')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </a>
          </Callout>
        ) : gateOpen ? (
          <Callout title={t('open.title')}>
            <p>{t('open.body')}</p>
          </Callout>
        ) : null}
        <AccessCodeForm requestMode={requestMode} />
      </Container>
    </>
  )
}
