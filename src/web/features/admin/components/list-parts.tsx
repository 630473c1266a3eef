import { LocalizedLink } from '@web/components/localized-link'
import type { TFunction } from 'i18next'
import { Upload } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { ListFilter } from './admin-list-page'

/** "Import" beside a list whose rows can come from a CSV file. */
export function ImportLink({ kind }: { kind: 'users' | 'providers' }) {
  const { t } = useTranslation('admin')
  return (
    <LocalizedLink
      to={`/admin/import?kind=${kind}`}
      className="inline-flex h-9 items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium hover:bg-slate-50"
    >
      <Upload className="size-4" aria-hidden="true" />
      {t('users.import')}
    </LocalizedLink>
  )
}

/** The select filters the admin lists share; each names its label and "any" choice under `filters.<key>`. */
export type SelectFilterKey =
  | 'role'
  | 'status'
  | 'category'
  | 'kind'
  | 'state'
  | 'action'
  | 'verified'
  | 'quoted'
  | 'overdue'

/** A filter choosing one of `values` (a key of the list's query schema), each shown as `labelOf` says. */
export const selectFilter = <Key extends SelectFilterKey, Value extends string>(
  key: Key,
  t: TFunction<'admin'>,
  values: readonly Value[],
  labelOf: (value: Value) => string,
): ListFilter<Key> => ({
  key,
  kind: 'select',
  label: t(`filters.${key}.label`),
  anyLabel: t(`filters.${key}.any`),
  options: values.map((value) => ({ value, label: labelOf(value) })),
})

/** The `verified` filter of the lists that have one (the shared `QueryBooleanSchema`). */
export const verifiedFilter = (t: TFunction<'admin'>): ListFilter<'verified'> =>
  selectFilter('verified', t, ['true', 'false'], (value) =>
    value === 'true' ? t('users.verifiedOnly') : t('users.unverifiedOnly'),
  )
