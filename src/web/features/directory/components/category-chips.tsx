import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import { formatNumber } from '@shared/format/number'
import { cn } from '@web/components/ui/cn'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { chipClasses } from './chip-classes'

/** Browse by category; the counts are providers per category for the other filters as they are. */
export function CategoryChips({
  category,
  counts,
  onChange,
}: {
  category: CategorySlug | null
  counts: ReadonlyMap<string, number> | null
  onChange: (category: CategorySlug | null) => void
}) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const headingId = useId()
  const listRef = useRef<HTMLUListElement>(null)

  const countsLoaded = counts !== null
  // On phones the chips scroll sideways: bring a category chosen from the URL into view, without moving the page,
  // and again once the counts arrive (they widen the chips before the chosen one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: countsLoaded changes the chips' widths, read from the DOM
  useEffect(() => {
    const list = listRef.current
    const chosen = category && list?.querySelector<HTMLElement>(`[data-slug="${category}"]`)
    if (!list || !chosen || list.scrollWidth <= list.clientWidth) return
    const listBox = list.getBoundingClientRect()
    const chipBox = chosen.getBoundingClientRect()
    list.scrollLeft += chipBox.left - listBox.left - (listBox.width - chipBox.width) / 2
  }, [category, countsLoaded])

  const sorted = [...CATEGORIES].sort((a, b) => a.names[language].localeCompare(b.names[language], language))
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only text-sm font-semibold text-ink lg:not-sr-only">
        {t('categories.label')}
      </h2>
      <ul
        ref={listRef}
        className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:mt-2 lg:flex-wrap lg:overflow-visible lg:pb-0"
      >
        <li className="shrink-0">
          <button
            type="button"
            aria-pressed={category === null}
            onClick={() => onChange(null)}
            className={chipClasses(category === null)}
          >
            {t('categories.all')}
          </button>
        </li>
        {sorted.map(({ slug, names }) => {
          const count = counts?.get(slug) ?? (counts ? 0 : null)
          const selected = category === slug
          return (
            <li key={slug} className="shrink-0">
              <button
                type="button"
                data-slug={slug}
                aria-pressed={selected}
                onClick={() => onChange(selected ? null : slug)}
                className={cn(
                  chipClasses(selected),
                  count === 0 && !selected && 'border-dashed text-slate-600',
                )}
              >
                {names[language]}
                {count !== null && (
                  <span
                    className={cn(
                      'ml-1.5 rounded-full px-1.5 text-xs tabular-nums',
                      selected ? 'bg-white/20 text-white' : 'bg-slate-100 text-slate-700',
                    )}
                  >
                    <span className="sr-only">(</span>
                    {formatNumber(count, language)}
                    <span className="sr-only">)</span>
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ul>
      {counts && <p className="sr-only">{t('categories.countsHint')}</p>}
    </section>
  )
}
