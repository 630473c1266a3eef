import { MAX_MATCHED_PROVIDERS } from '@shared/quotes/quote-limits'
import { shortlist, useShortlist } from '@web/features/directory/lib/shortlist'
import { X } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * Shown while providers are picked: who is on the list (removable), and the action that sends one
 * project to all of them. Fixed at the bottom so it stays in reach while browsing: on a phone right
 * above the bottom navigation (the shared layering tokens of styles/app.css), never under it.
 */
export function ShortlistBar({ action }: { action: ReactNode }) {
  const { t } = useTranslation('directory')
  const list = useShortlist()
  if (list.length === 0) return null
  return (
    <section
      aria-label={t('shortlist.label')}
      data-bottom-bar
      className="fixed inset-x-0 bottom-(--bottom-nav-offset) z-(--z-bottom-bar) border-t border-slate-200 bg-white/95 shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
        <p className="font-medium text-ink" aria-live="polite">
          {t('shortlist.count', { count: list.length, max: MAX_MATCHED_PROVIDERS })}
        </p>
        <ul className="hidden flex-1 flex-wrap gap-2 md:flex">
          {list.map((p) => (
            <li key={p.id}>
              <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800">
                {p.name}
                <button
                  type="button"
                  onClick={() => shortlist.remove(p.id)}
                  className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-ink"
                  aria-label={t('shortlist.remove', { name: p.name })}
                >
                  <X className="size-3.5" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-2">
          <button
            type="button"
            onClick={() => shortlist.clear()}
            className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink"
          >
            {t('shortlist.clear')}
          </button>
          {action}
        </div>
      </div>
    </section>
  )
}
