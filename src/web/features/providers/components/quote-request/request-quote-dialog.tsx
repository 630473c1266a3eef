import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { Button } from '@web/components/ui/button'
import { openAssistant } from '@web/lib/assistant-bus'
import { MessageSquareText } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LazyProjectRequestDialog } from './lazy-project-request-dialog'

/**
 * The header's main action: the assistant's quote chat addressed to this provider only
 * (`provider_context`), and the written project form for those who prefer it.
 */
export function RequestQuoteDialog({
  provider,
}: {
  provider: Pick<ProviderProfile, 'id' | 'slug' | 'name' | 'categories'>
}) {
  const { t } = useTranslation('providers')
  const { t: ta } = useTranslation('assistant')
  return (
    <div className="flex w-full flex-col gap-1.5 sm:flex-1 lg:flex-none">
      <Button
        size="lg"
        className="w-full"
        aria-haspopup="dialog"
        onClick={() => openAssistant({ providerContext: { slug: provider.slug, name: provider.name } })}
      >
        <MessageSquareText className="size-5" aria-hidden="true" />
        {t('actions.requestQuote')}
      </Button>
      <LazyProjectRequestDialog
        providers={[provider]}
        title={t('quote.title', { name: provider.name })}
        lead={t('quote.lead', { name: provider.name })}
        trigger={
          <button
            type="button"
            className="self-center rounded text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600"
          >
            {ta('writtenRequest')}
          </button>
        }
      />
    </div>
  )
}
