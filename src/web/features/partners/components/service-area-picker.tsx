import { areaName, CANTON_COMMUNES, CANTONS, communesCovered } from '@shared/applications/service-areas'
import { cn } from '@web/components/ui/cn'
import { Skeleton } from '@web/components/ui/skeleton'
import { ChevronDown, X } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

const ServiceAreaMap = lazy(() => import('./service-area-map'))

/**
 * Service areas (product §3) picked on a list (cantons, each with its communes) or on a map. A
 * whole canton is one area; a commune of a chosen canton is already covered.
 */
export function ServiceAreaPicker({
  value,
  onChange,
  invalid,
  describedBy,
}: {
  value: string[]
  onChange: (areas: string[]) => void
  invalid?: boolean
  describedBy?: string
}) {
  const { t } = useTranslation('partners')
  const [view, setView] = useState<'list' | 'map'>('list')
  const chosen = new Set(value)
  const covered = new Set(communesCovered(value))

  const toggleCanton = (canton: string) => {
    const communes = new Set<string>(CANTON_COMMUNES[canton as (typeof CANTONS)[number]])
    if (chosen.has(`canton:${canton}`)) onChange(value.filter((a) => a !== `canton:${canton}`))
    // The canton replaces its single communes.
    else
      onChange([
        ...value.filter((a) => !(a.startsWith('commune:') && communes.has(areaName(a)))),
        `canton:${canton}`,
      ])
  }
  const toggleCommune = (commune: string) => {
    const area = `commune:${commune}`
    onChange(chosen.has(area) ? value.filter((a) => a !== area) : [...value, area])
  }

  return (
    <div className="space-y-3" aria-describedby={describedBy}>
      <div className="flex flex-wrap items-center gap-2">
        <div className="inline-flex rounded-lg border border-slate-300 p-0.5">
          {(['list', 'map'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              aria-pressed={view === mode}
              onClick={() => setView(mode)}
              className={cn(
                'min-h-9 rounded-md px-3 text-sm font-medium',
                view === mode ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {t(`apply.areas.${mode}`)}
            </button>
          ))}
        </div>
        <p
          className={cn('text-sm', invalid ? 'font-medium text-danger' : 'text-slate-600')}
          aria-live="polite"
        >
          {value.length > 0 ? t('apply.areas.selected', { count: value.length }) : t('apply.areas.none')}
        </p>
      </div>

      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((area) => (
            <li key={area}>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-700">
                {area.startsWith('canton:')
                  ? t('apply.areas.canton', { canton: areaName(area) })
                  : areaName(area)}
                <button
                  type="button"
                  onClick={() => onChange(value.filter((a) => a !== area))}
                  className="flex size-6 items-center justify-center rounded-full hover:bg-brand-100"
                  aria-label={t('apply.areas.remove', { name: areaName(area) })}
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}

      {view === 'map' ? (
        <div className="space-y-2">
          <Suspense fallback={<Skeleton className="h-80 w-full" />}>
            <ServiceAreaMap areas={value} onChange={onChange} label={t('apply.areas.mapLabel')} />
          </Suspense>
          <p className="text-sm text-slate-600">{t('apply.areas.mapHint')}</p>
        </div>
      ) : (
        <ul
          className={cn(
            'divide-y divide-slate-200 rounded-xl border',
            invalid ? 'border-danger' : 'border-slate-200',
          )}
        >
          {CANTONS.map((canton) => (
            <li key={canton}>
              <details className="group">
                <summary className="flex min-h-11 cursor-pointer list-none items-center gap-3 px-3 py-2">
                  <ChevronDown
                    className="size-4 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
                    aria-hidden="true"
                  />
                  <span className="font-medium">{t('apply.areas.canton', { canton })}</span>
                  <span className="ml-auto text-sm text-slate-600">
                    {CANTON_COMMUNES[canton].filter((c) => covered.has(c)).length}/
                    {CANTON_COMMUNES[canton].length}
                  </span>
                </summary>
                <div className="space-y-2 px-3 pb-3">
                  <label className="flex min-h-9 items-center gap-2 font-medium">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={chosen.has(`canton:${canton}`)}
                      onChange={() => toggleCanton(canton)}
                    />
                    {t('apply.areas.wholeCanton', { canton })}
                  </label>
                  <div className="grid gap-1 sm:grid-cols-2">
                    {CANTON_COMMUNES[canton].map((commune) => (
                      <label key={commune} className="flex min-h-9 items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          className="size-4 accent-brand-700"
                          checked={covered.has(commune)}
                          disabled={chosen.has(`canton:${canton}`)}
                          onChange={() => toggleCommune(commune)}
                        />
                        {commune}
                      </label>
                    ))}
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
