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

/** The `verified` filter of the lists that have one (the shared `QueryBooleanSchema`). */
export const verifiedFilter = (t: TFunction<'admin'>): ListFilter<'verified'> => ({
  key: 'verified',
  kind: 'select',
  label: t('users.verifiedFilter'),
  anyLabel: t('users.anyVerification'),
  options: [
    { value: 'true', label: t('users.verifiedOnly') },
    { value: 'false', label: t('users.unverifiedOnly') },
  ],
})
