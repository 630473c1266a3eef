import { categoryName } from '@shared/catalog/categories'
import { formatNumber } from '@shared/format/number'
import {
  clearedFilters,
  type DirectoryChanges,
  type DirectoryParams,
} from '@web/features/directory/lib/directory-params'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { X } from 'lucide-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { placeLabel } from './locality-field'

interface ActiveFilter {
  key: string
  label: string
  remove: DirectoryChanges
}

/** What narrows the list right now, read back from the URL: each can be removed, or all at once. */
export function ActiveFilters({
  params,
  update,
}: {
  params: DirectoryParams
  update: (changes: DirectoryChanges) => void
}) {
  const { t } = useTranslation('directory')
  const language = useUiLanguage()
  const labelId = useId()
  const place = placeLabel(params.locality, params.postalCode, language)
  const filters: ActiveFilter[] = []
  const add = (key: string, label: string, remove: DirectoryChanges) => filters.push({ key, label, remove })

  if (params.q) add('q', t('selection.query', { query: params.q }), { q: '' })
  if (params.category) add('category', categoryName(params.category, language), { category: null })
  if (params.letter)
    add(
      'letter',
      params.letter === '#' ? t('letters.otherLabel') : t('selection.letter', { letter: params.letter }),
      { letter: null },
    )
  if (params.specialty)
    add('specialty', t('selection.specialty', { specialty: params.specialty }), { specialty: '' })
  if (params.minRating !== null)
    add('minRating', t('filters.ratingAtLeast', { rating: formatNumber(params.minRating, language) }), {
      minRating: null,
    })
  if (params.lat !== null) add('place', t('selection.nearMe'), { lat: null, lon: null })
  else if (place) add('place', place, { locality: null, postalCode: null })
  if (params.radiusKm !== null && (params.lat !== null || place))
    add('radiusKm', t('selection.within', { km: formatNumber(params.radiusKm, language) }), {
      radiusKm: null,
    })
  for (const flag of ['verified', 'insured', 'premium'] as const)
    if (params[flag]) add(flag, t(`filters.${flag}`), { [flag]: false })

  if (filters.length === 0) return null
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span id={labelId} className="font-medium text-slate-700">
        {t('selection.label')}
      </span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-2">
        {filters.map(({ key, label, remove }) => (
          <li key={key}>
            <button
              type="button"
              onClick={() => update(remove)}
              aria-label={t('selection.remove', { filter: label })}
              className="inline-flex min-h-8 items-center gap-1 rounded-full bg-brand-50 py-1 pr-2 pl-3 font-medium text-brand-700 hover:bg-brand-100"
            >
              {label}
              <X className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      {filters.length > 1 && (
        <button
          type="button"
          onClick={() => update(clearedFilters(params))}
          className="rounded px-1 font-medium text-brand-700 underline underline-offset-4 hover:text-brand-600"
        >
          {t('selection.clear')}
        </button>
      )}
    </div>
  )
}
