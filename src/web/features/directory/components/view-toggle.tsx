import { cn } from '@web/components/ui/cn'
import type { DirectoryView } from '@web/features/directory/lib/directory-params'
import { List, Map as MapIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const button =
  // 42 px plus the group's 1 px borders: as tall as the sort select beside it.
  'inline-flex h-[2.625rem] items-center gap-1.5 px-3 text-sm font-medium transition-colors duration-150 first:rounded-l-lg last:rounded-r-lg'

const VIEWS = [
  { value: 'list', icon: List },
  { value: 'map', icon: MapIcon },
] as const

/** List or map: two pressed/unpressed buttons, labelled as one group. */
export function ViewToggle({
  view,
  onChange,
}: {
  view: DirectoryView
  onChange: (view: DirectoryView) => void
}) {
  const { t } = useTranslation('directory')
  return (
    <fieldset>
      <legend className="float-left mb-1 w-full text-sm font-medium text-ink">{t('view.label')}</legend>
      <div className="clear-left flex rounded-lg border border-slate-300 bg-white">
        {VIEWS.map(({ value, icon: Icon }) => (
          <button
            key={value}
            type="button"
            aria-pressed={view === value}
            onClick={() => onChange(value)}
            className={cn(button, view === value ? 'bg-brand-600 text-white' : 'text-ink hover:bg-slate-50')}
          >
            <Icon className="size-5" aria-hidden="true" />
            {t(`view.${value}`)}
          </button>
        ))}
      </div>
    </fieldset>
  )
}
