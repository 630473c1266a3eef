import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { TemplateList } from '@web/features/quotes/components/template-list'
import { TemplateUploadForm } from '@web/features/quotes/components/template-upload-form'
import { useTranslation } from 'react-i18next'

export function TemplatesPage() {
  const { t } = useTranslation('quotes')
  return (
    <>
      <PageHeader title={t('templates.title')} lead={t('templates.lead')} />
      <Container className="space-y-8 py-8 sm:py-10">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:items-start">
          <TemplateList />
          <TemplateUploadForm />
        </div>
      </Container>
    </>
  )
}
