import { featureOfPage, isOpenPage } from '@shared/access/gate-pages'
import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useAccess } from '@web/hooks/use-access-status'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { changeLanguage } from '@web/i18n/i18n'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'

/** A page the visitor's access does not include: said plainly, with a way on. */
function FeatureUnavailablePage() {
  const { t } = useTranslation('access')
  useDocumentTitle(t('unavailable.title'))
  return (
    <>
      <PageHeader title={t('unavailable.title')} lead={t('unavailable.body')} />
      <Container className="py-8">
        <LocalizedLink to="/" className={buttonClasses('primary')}>
          {t('unavailable.home')}
        </LocalizedLink>
      </Container>
    </>
  )
}

/**
 * The early-access gate in the browser (ADR 026): the server already redirected the page load;
 * this covers moves inside the app, keeps a limited visitor in English, and answers a page whose
 * feature the session lacks. Admins pass, as on the server (useAccess).
 */
export function AccessGuard({ children }: { children: ReactNode }) {
  const access = useAccess()
  const { pathname, search } = useLocation()
  const { i18n } = useTranslation()
  useEffect(() => {
    if (access.limited && i18n.language !== 'en') void changeLanguage('en')
  }, [access.limited, i18n.language])
  if (!access.gateEnabled || isOpenPage(pathname)) return children
  if (access.known && !access.session) {
    const next = pathname === '/' ? '' : `?next=${encodeURIComponent(`${pathname}${search}`)}`
    return <Navigate to={`/access${next}`} replace />
  }
  const feature = featureOfPage(pathname)
  if (feature && !access.allows(feature)) return <FeatureUnavailablePage />
  return children
}
