import { roleOf } from '@shared/accounts/user-types'
import { MAX_SAVED_PROVIDERS } from '@shared/saved/saved-provider-schemas'
import { cn } from '@web/components/ui/cn'
import { useSavedProviders, useToggleSaved } from '@web/features/saved/api/saved-providers'
import { browserSaved, useBrowserSaved } from '@web/features/saved/lib/browser-saved'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useAuth } from '@web/lib/auth/auth-context'
import { toast } from '@web/lib/toast/toast'
import { Heart } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * What the saved feature offers the cards that show a provider (directory results, the profile,
 * the assistant's matches): a toggle that keeps the provider for later. A signed-in customer's list
 * is on the server; a visitor's is in this browser until they sign in (ADR 065). Other roles have
 * no saved list, so no button.
 */
export function SaveProviderButton({
  provider,
  className,
}: {
  provider: { id: number; name: string }
  className?: string
}) {
  const { user } = useAuth()
  const role = user ? roleOf(user.type) : null
  if (role === 'customer') return <AccountSaveButton provider={provider} className={className} />
  if (role !== null) return null
  return <BrowserSaveButton provider={provider} className={className} />
}

function AccountSaveButton({
  provider,
  className,
}: {
  provider: { id: number; name: string }
  className?: string
}) {
  const { t } = useTranslation()
  const list = useSavedProviders()
  const toggle = useToggleSaved()
  const saved = list.data?.items.some((item) => item.id === provider.id) ?? false
  return (
    <SaveToggle
      provider={provider}
      saved={saved}
      busy={toggle.isPending}
      className={className}
      onToggle={() =>
        toggle.mutate(
          { providerId: provider.id, save: !saved },
          {
            onError: (error) =>
              toast.error(
                error instanceof ApiRequestError && error.code === 'saved_list_full'
                  ? t('saveProvider.full', { max: MAX_SAVED_PROVIDERS })
                  : t('saveProvider.failed'),
              ),
          },
        )
      }
    />
  )
}

function BrowserSaveButton({
  provider,
  className,
}: {
  provider: { id: number; name: string }
  className?: string
}) {
  const { t } = useTranslation()
  const saved = useBrowserSaved().includes(provider.id)
  return (
    <SaveToggle
      provider={provider}
      saved={saved}
      className={className}
      onToggle={() => {
        if (!browserSaved.toggle(provider.id))
          toast.error(t('saveProvider.full', { max: MAX_SAVED_PROVIDERS }))
      }}
    />
  )
}

function SaveToggle({
  provider,
  saved,
  busy = false,
  className,
  onToggle,
}: {
  provider: { id: number; name: string }
  saved: boolean
  busy?: boolean
  className?: string
  onToggle: () => void
}) {
  const { t } = useTranslation()
  const nameId = useId()
  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-describedby={nameId}
        aria-busy={busy || undefined}
        disabled={busy}
        onClick={onToggle}
        data-testid="save-provider"
        className={cn(
          'relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait',
          saved
            ? 'border-brand-600 bg-brand-50 text-brand-800'
            : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700',
          className,
        )}
      >
        <Heart className={cn('size-4', saved && 'fill-current')} aria-hidden="true" />
        {saved ? t('saveProvider.saved') : t('saveProvider.save')}
      </button>
      <span id={nameId} hidden>
        {provider.name}
      </span>
    </>
  )
}
