import { Card } from '@web/components/ui/card'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { CompanyDetails } from '@web/features/info/components/company-details'
import { ContactForm } from '@web/features/info/components/contact-form'
import { isContactTopic } from '@web/features/info/components/contact-topic'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

export function ContactPage() {
  const { t } = useTranslation('info')
  const [searchParams] = useSearchParams()
  const requested = searchParams.get('topic')
  useDocumentTitle(t('contact.metaTitle'))

  return (
    <>
      <PageHeader title={t('contact.title')} lead={t('contact.lead')} />
      <Container className="grid gap-8 py-8 sm:py-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <Card className="p-5 sm:p-8">
          <h2 className="text-xl font-semibold">{t('contact.formTitle')}</h2>
          <p className="mt-1 mb-6 text-slate-600">{t('contact.formIntro')}</p>
          <ContactForm initialTopic={isContactTopic(requested) ? requested : 'question'} />
        </Card>
        <aside aria-label={t('contact.details.asideLabel')}>
          <CompanyDetails />
        </aside>
      </Container>
    </>
  )
}
