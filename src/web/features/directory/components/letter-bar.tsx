import { cn } from '@web/components/ui/cn'
import { SEARCH_LETTERS, type SearchLetter } from '@web/features/directory/lib/search-contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

// Secondary to the search and the categories: small keys, one scrolling row on a phone (its heading
// then read only by screen readers, like the categories'), a block in the column beside the results from 1024 px.
const key =
  'flex h-9 min-w-9 shrink-0 items-center justify-center rounded-md border px-1.5 text-sm font-semibold transition-colors duration-150 lg:h-8 lg:min-w-8'
const on = 'border-brand-600 bg-brand-600 text-white'
const off = 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'
const empty =
  'disabled:cursor-not-allowed disabled:border-slate-200 disabled:bg-slate-50 disabled:text-slate-400'

/** A–Z and '#': letters no provider's name starts with (for the other filters) are dimmed and disabled. */
export function LetterBar({
  letter,
  counts,
  onChange,
}: {
  letter: SearchLetter | null
  counts: ReadonlyMap<string, number> | null
  onChange: (letter: SearchLetter | null) => void
}) {
  const { t } = useTranslation('directory')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-only text-sm font-semibold text-ink lg:not-sr-only">
        {t('letters.label')}
      </h2>
      <ul className="relative -mx-4 flex gap-1 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0 lg:mt-2 lg:flex-wrap lg:overflow-visible lg:pb-0">
        <li className="shrink-0">
          <button
            type="button"
            aria-pressed={letter === null}
            aria-label={t('letters.allLabel')}
            onClick={() => onChange(null)}
            className={cn(key, letter === null ? on : off)}
          >
            {t('letters.all')}
          </button>
        </li>
        {SEARCH_LETTERS.map((value) => {
          const selected = letter === value
          const unused = counts !== null && !counts.get(value) && !selected
          return (
            <li key={value} className="shrink-0">
              <button
                type="button"
                aria-pressed={selected}
                aria-label={value === '#' ? t('letters.otherLabel') : undefined}
                title={value === '#' ? t('letters.otherLabel') : undefined}
                disabled={unused}
                onClick={() => onChange(selected ? null : value)}
                className={cn(key, selected ? on : off, empty)}
              >
                {value}
              </button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
