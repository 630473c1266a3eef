import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { Button } from '@web/components/ui/button'
import { ProjectRequestDialog } from '@web/features/quotes/request/project-request-dialog'
import { FileText } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** The header's main action: the project form addressed to this provider only. */
export function RequestQuoteDialog({
  provider,
}: {
  provider: Pick<ProviderProfile, 'id' | 'name' | 'categories'>
}) {
  const { t } = useTranslation('providers')
  return (
    <ProjectRequestDialog
      providers={[provider]}
      title={t('quote.title', { name: provider.name })}
      lead={t('quote.lead', { name: provider.name })}
      trigger={
        <Button size="lg" className="w-full sm:flex-1 lg:flex-none">
          <FileText className="size-5" aria-hidden="true" />
          {t('actions.requestQuote')}
        </Button>
      }
    />
  )
}
