import type { MatchedProviderView } from '@shared/assistant/chat-schemas'
import { placeName } from '@shared/geo/place-names'
import { LocalizedLink } from '@web/components/localized-link'
import { ProviderMark } from '@web/components/provider-mark'
import { ProviderSignals } from '@web/components/provider-signals'
import { cn } from '@web/components/ui/cn'
import { SaveProviderButton } from '@web/features/saved/save-provider-button'
import { useDemoMode } from '@web/hooks/use-demo-mode'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * One matched provider: name (to its profile), at most three signals (shared/providers/card-signals.ts)
 * with the town it works from beside the distance (two firms may share a name), and the reasons it
 * was picked one tap away.
 */
export function MatchedProviderCard({
  provider,
  choice,
  chosen = false,
  replyLanguage,
}: {
  provider: MatchedProviderView
  /** The language the assistant wrote the reasons in (the conversation's). */
  replyLanguage?: string
  /** The checkbox that chooses this provider, when the customer can still choose. */
  choice?: ReactNode
  chosen?: boolean
}) {
  const { t } = useTranslation('assistant')
  const language = useUiLanguage()
  const reasonsId = useId()
  const [open, setOpen] = useState(false)
  // The rating and the distance are signals of the card; the assistant's other reasons are listed.
  const reasons = provider.reasons.filter((reason) => !reason.includes('★') && !/\bkm\b/.test(reason))
  const demo = useDemoMode()
  return (
    <article
      data-testid="assistant-provider"
      className={cn(
        'flex gap-3 rounded-xl border bg-white p-3.5 transition-colors duration-150',
        chosen ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200',
      )}
    >
      {choice}
      <ProviderMark name={provider.name} size="sm" />
      <div className="min-w-0 flex-1">
        {/* The heading's row keeps its right end for a small action of the card's own. */}
        <div className="flex items-start justify-between gap-2">
          <h4 className="min-w-0 font-semibold leading-snug">
            {demo ? (
              // Demo businesses are fictitious: they have no public profile to open (ADR 031).
              provider.name
            ) : (
              <LocalizedLink
                to={`/providers/${provider.slug}`}
                className="text-brand-700 underline-offset-4 hover:underline"
              >
                {provider.name}
              </LocalizedLink>
            )}
          </h4>
        </div>
        <div className="mt-1">
          <ProviderSignals
            facts={provider}
            town={provider.locality ? placeName(provider.locality, language) : undefined}
          />
        </div>
        {reasons.length > 0 && (
          <>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={reasonsId}
              onClick={() => setOpen(!open)}
              className="mt-1 -ml-1 inline-flex min-h-8 items-center gap-1 rounded-md px-1 text-sm font-medium text-brand-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              {t('providers.why')}{' '}
              <span className="sr-only">{t('providers.whyFor', { name: provider.name })}</span>
              <ChevronDown
                className={cn('size-4 transition-transform duration-150', open && 'rotate-180')}
                aria-hidden="true"
              />
            </button>
            <ul
              id={reasonsId}
              hidden={!open}
              lang={replyLanguage}
              className="mt-1 list-disc space-y-0.5 pl-5 text-sm text-slate-700"
            >
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      <SaveProviderButton provider={provider} className="self-start" />
    </article>
  )
}
