import type { ChatReply } from '@shared/assistant/chat-schemas'
import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { useDemoMode } from '@web/hooks/use-demo-mode'
import { CheckCircle2, ClipboardList } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** product §4 "quotes sent": to whom, the 24–48 h expectation (the reply says it) and where to follow. */
export function QuotesSent({ reply, onNewProject }: { reply: ChatReply; onNewProject?: () => void }) {
  const { t } = useTranslation('assistant')
  const demo = useDemoMode()
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      data-testid="assistant-quotes-sent"
      className="mt-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold text-ink">
        <CheckCircle2 className="size-5 text-emerald-700" aria-hidden="true" />
        {t('quotesSent.title')}
      </h3>
      {reply.providers.length > 0 && (
        <>
          <p className="mt-2 text-sm font-medium text-slate-700">{t('providers.sentTo')}</p>
          <ul className="mt-1 space-y-0.5 text-sm">
            {reply.providers.map((provider) => (
              <li key={provider.id}>
                {demo ? (
                  // Demo businesses are fictitious: they have no public profile to open (ADR 031).
                  <span className="font-medium text-ink">{provider.name}</span>
                ) : (
                  <LocalizedLink
                    to={`/providers/${provider.slug}`}
                    className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600"
                  >
                    {provider.name}
                  </LocalizedLink>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <LocalizedLink to="/my-requests" className={buttonClasses('primary', 'md')}>
          <ClipboardList className="size-5" aria-hidden="true" />
          {t('quotesSent.follow')}
        </LocalizedLink>
        {onNewProject && (
          <button type="button" onClick={onNewProject} className={buttonClasses('secondary', 'md')}>
            {t('quotesSent.newProject')}
          </button>
        )}
      </div>
    </section>
  )
}
