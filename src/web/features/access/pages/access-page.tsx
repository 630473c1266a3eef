import { LocalizedLink } from '@web/components/localized-link'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { buttonClasses } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { AccessCodeForm } from '@web/features/access/components/access-code-form'
import { ArrowRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function AccessPage() {
  const { t } = useTranslation('access')
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="max-w-3xl py-8 sm:py-10">
        <AvailableSoon what={t('availableSoon')}>
          <LocalizedLink to="/" className={buttonClasses('primary')}>
            {t('goHome')}
            <ArrowRight className="size-5" aria-hidden="true" />
          </LocalizedLink>
          <div className="mt-6">
            <AccessCodeForm />
          </div>
        </AvailableSoon>
      </Container>
    </>
  )
}
