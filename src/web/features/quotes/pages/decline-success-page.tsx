import { LocalizedLink } from '@web/app/shell/localized-link'
import { AvailableSoon } from '@web/components/ui/available-soon'
import { buttonClasses } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { CheckCircle2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Nothing can be declined yet, so the confirmation is shown as what providers will see, not as a fact. */
export function DeclineSuccessPage() {
  const { t } = useTranslation('quotes')
  return (
    <>
      <PageHeader title={t('declineSuccess.title')} lead={t('declineSuccess.lead')} />
      <Container className="max-w-3xl py-8 sm:py-10">
        <AvailableSoon what={t('declineSuccess.availableSoon')}>
          <figure className="rounded-[var(--radius-card)] border border-slate-200 bg-white p-6 text-center shadow-sm">
            <figcaption className="text-sm font-medium text-slate-600">
              {t('declineSuccess.previewLabel')}
            </figcaption>
            <CheckCircle2 className="mx-auto mt-4 size-12 text-emerald-700" aria-hidden="true" />
            <p className="mt-3 text-xl font-semibold">{t('declineSuccess.heading')}</p>
            <p className="mt-1 text-slate-700">{t('declineSuccess.body')}</p>
          </figure>
          <LocalizedLink to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
            {t('declineSuccess.home')}
          </LocalizedLink>
        </AvailableSoon>
      </Container>
    </>
  )
}
