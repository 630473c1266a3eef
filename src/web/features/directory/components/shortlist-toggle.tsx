import type { ProviderSearchItem } from '@shared/providers/provider-search-schemas'
import { cn } from '@web/components/ui/cn'
import { shortlist, useShortlist } from '@web/features/directory/lib/shortlist'
import { Check, Plus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** Picks a provider for a quote request to several providers; sits above the card's full-size link. */
export function ShortlistToggle({ provider }: { provider: ProviderSearchItem }) {
  const { t } = useTranslation('directory')
  const list = useShortlist()
  const selected = list.some((p) => p.id === provider.id)
  const full = !selected && list.length >= 5
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={full}
      title={full ? t('shortlist.full') : undefined}
      onClick={() =>
        shortlist.toggle({
          id: provider.id,
          slug: provider.slug,
          name: provider.name,
          categories: provider.categories,
        })
      }
      className={cn(
        'relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-lg border px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
        selected
          ? 'border-brand-600 bg-brand-50 text-brand-800'
          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-700',
      )}
    >
      {selected ? (
        <Check className="size-4" aria-hidden="true" />
      ) : (
        <Plus className="size-4" aria-hidden="true" />
      )}
      {selected ? t('shortlist.added') : t('shortlist.add')}
      <span className="sr-only">{t('shortlist.forProvider', { name: provider.name })}</span>
    </button>
  )
}
