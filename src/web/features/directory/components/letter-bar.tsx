import { cn } from '@web/components/ui/cn'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

const LETTERS = Array.from({ length: 26 }, (_, index) => String.fromCharCode(65 + index))

const chip =
  'flex h-10 min-w-10 items-center justify-center rounded-lg border px-2 text-sm font-semibold transition-colors duration-150'
const on = 'border-brand-600 bg-brand-600 text-white'
const off = 'border-slate-300 bg-white text-slate-700 hover:border-brand-600 hover:text-brand-700'

export function LetterBar({
  letter,
  onChange,
}: {
  letter: string | null
  onChange: (letter: string | null) => void
}) {
  const { t } = useTranslation('directory')
  const headingId = useId()
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold text-ink">
        {t('letters.label')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        <li>
          <button
            type="button"
            aria-pressed={letter === null}
            aria-label={t('letters.allLabel')}
            onClick={() => onChange(null)}
            className={cn(chip, letter === null ? on : off)}
          >
            {t('letters.all')}
          </button>
        </li>
        {LETTERS.map((value) => (
          <li key={value}>
            <button
              type="button"
              aria-pressed={letter === value}
              onClick={() => onChange(letter === value ? null : value)}
              className={cn(chip, letter === value ? on : off)}
            >
              {value}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
