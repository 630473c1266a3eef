import { CATEGORIES, type CategorySlug } from '@shared/catalog/categories'
import { isUiLanguage } from '@shared/i18n/languages'
import { cn } from '@web/components/ui/cn'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'

const chip =
  'whitespace-nowrap rounded-full border px-3 py-1.5 text-sm font-medium transition-colors duration-150'
const on = 'border-brand-600 bg-brand-600 text-white'
const off = 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'

export function CategoryChips({
  category,
  onChange,
}: {
  category: CategorySlug | null
  onChange: (category: CategorySlug | null) => void
}) {
  const { t, i18n } = useTranslation('directory')
  const language = isUiLanguage(i18n.language) ? i18n.language : 'en'
  const headingId = useId()
  const listRef = useRef<HTMLUListElement>(null)

  // On phones the chips scroll sideways: bring a category chosen from the URL into view, without moving the page.
  useEffect(() => {
    const list = listRef.current
    const chosen = category && list?.querySelector<HTMLElement>(`[data-slug="${category}"]`)
    if (!list || !chosen || list.scrollWidth <= list.clientWidth) return
    const listBox = list.getBoundingClientRect()
    const chipBox = chosen.getBoundingClientRect()
    list.scrollLeft += chipBox.left - listBox.left - (listBox.width - chipBox.width) / 2
  }, [category])
  const sorted = [...CATEGORIES].sort((a, b) => a.names[language].localeCompare(b.names[language], language))
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        {t('categories.label')}
      </h2>
      <ul
        ref={listRef}
        className="-mx-4 mt-2 flex gap-2 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:flex-wrap lg:overflow-visible lg:pb-0"
      >
        <li className="shrink-0">
          <button
            type="button"
            aria-pressed={category === null}
            onClick={() => onChange(null)}
            className={cn(chip, category === null ? on : off)}
          >
            {t('categories.all')}
          </button>
        </li>
        {sorted.map(({ slug, names }) => (
          <li key={slug} className="shrink-0">
            <button
              type="button"
              data-slug={slug}
              aria-pressed={category === slug}
              onClick={() => onChange(category === slug ? null : slug)}
              className={cn(chip, category === slug ? on : off)}
            >
              {names[language]}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
