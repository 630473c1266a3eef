import type { SearchSort } from '@shared/providers/provider-search-schemas'
import { Select } from '@web/components/ui/form-field'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** The sort orders that apply to this search (see availableSorts); the one in force is shown chosen. */
export function SortSelect({
  value,
  options,
  onChange,
}: {
  value: SearchSort
  options: SearchSort[]
  onChange: (sort: SearchSort) => void
}) {
  const { t } = useTranslation('directory')
  const id = useId()
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-ink">
        {t('sort.label')}
      </label>
      <Select
        id={id}
        name="sort"
        value={options.includes(value) ? value : (options[0] ?? '')}
        onChange={(event) => onChange(event.target.value as SearchSort)}
        className="h-11 py-2"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </Select>
    </div>
  )
}
