import type { ProviderProfile } from '@shared/providers/provider-profile-schemas'
import { Button } from '@web/components/ui/button'
import { openAssistant } from '@web/lib/assistant-bus'
import { Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LazyProjectRequestDialog } from './lazy-project-request-dialog'

type RequestedProvider = Pick<ProviderProfile, 'id' | 'slug' | 'name' | 'categories'>

/**
 * "Request a quote" to this provider: the short written request (place, the job, when, optional
 * budget), straight away. The header and the sticky bar open it alike.
 */
export function RequestQuoteButton({
  provider,
  className,
}: {
  provider: RequestedProvider
  className?: string
}) {
  const { t } = useTranslation('providers')
  return (
    <LazyProjectRequestDialog
      providers={[provider]}
      short
      title={t('quote.title', { name: provider.name })}
      lead={t('quote.lead', { name: provider.name })}
      trigger={
        <Button size="lg" className={className}>
          <Send className="size-5" aria-hidden="true" />
          {t('actions.requestQuote')}
        </Button>
      }
    />
  )
}

/** The header's main action, and the assistant addressed to this provider for those who want an estimate first. */
export function RequestQuoteDialog({ provider }: { provider: RequestedProvider }) {
  const { t } = useTranslation('providers')
  return (
    <div className="flex w-full flex-col gap-1.5 sm:flex-1 lg:flex-none">
      <RequestQuoteButton provider={provider} className="w-full" />
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => openAssistant({ providerContext: { slug: provider.slug, name: provider.name } })}
        className="self-center rounded text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600"
      >
        {t('actions.askAssistant')}
      </button>
    </div>
  )
}
