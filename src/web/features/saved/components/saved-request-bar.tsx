import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import type { SavedProvider } from '@shared/saved/saved-provider-schemas'
import { Button } from '@web/components/ui/button'
import { ProjectRequestDialog } from '@web/features/quotes/project-request-dialog'
import { Send } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/**
 * The chosen saved providers and the one project form that goes to all of them: the quotes
 * feature's request dialog, as the directory's shortlist uses it. Fixed at the bottom, above the
 * phone's navigation.
 */
export function SavedRequestBar({ chosen, onClear }: { chosen: SavedProvider[]; onClear: () => void }) {
  const { t } = useTranslation('saved')
  return (
    <section
      aria-label={t('request.label')}
      data-bottom-bar
      className="fixed inset-x-0 bottom-(--bottom-nav-offset) z-(--z-bottom-bar) border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
        <p className="font-medium text-ink" aria-live="polite">
          {t('request.count', { count: chosen.length, max: MAX_MATCHED_PROVIDERS })}
        </p>
        <div className="ml-auto flex items-center gap-2">
          <Button variant="ghost" onClick={() => onClear()}>
            {t('request.clear')}
          </Button>
          <ProjectRequestDialog
            providers={chosen}
            title={t('request.dialogTitle', { max: MAX_MATCHED_PROVIDERS })}
            lead={t('request.dialogLead', { names: chosen.map((p) => p.name).join(', ') })}
            onDone={() => onClear()}
            trigger={
              <Button>
                <Send className="size-4" aria-hidden="true" />
                {t('request.send', { count: chosen.length })}
              </Button>
            }
          />
        </div>
      </div>
    </section>
  )
}
