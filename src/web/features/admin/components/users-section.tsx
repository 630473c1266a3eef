import { Button } from '@web/components/ui/button'
import { FormField, Input, Select } from '@web/components/ui/form-field'
import { Download, Upload, UserPlus } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { EmptyTable } from './empty-table'

const ROLES = ['customer', 'provider', 'admin'] as const
const STATUSES = ['active', 'inactive'] as const

/** product §6: create, edit, delete, filter by role and status, export and import. */
export function UsersSection() {
  const { t } = useTranslation('admin')
  const columns = [
    { label: t('users.columns.name') },
    { label: t('users.columns.email'), wide: true },
    { label: t('users.columns.role') },
    { label: t('users.columns.status') },
    { label: t('users.columns.joined'), wide: true },
    { label: t('users.columns.actions'), wide: true },
  ]
  return (
    <section aria-labelledby="admin-users-title" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="admin-users-title" className="text-xl font-semibold">
          {t('users.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled>
            <UserPlus className="size-4" aria-hidden="true" />
            {t('users.add')}
          </Button>
          <Button size="sm" variant="secondary" disabled>
            <Download className="size-4" aria-hidden="true" />
            {t('users.export')}
          </Button>
          <Button size="sm" variant="secondary" disabled>
            <Upload className="size-4" aria-hidden="true" />
            {t('users.import')}
          </Button>
        </div>
      </div>
      <fieldset disabled className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <FormField label={t('users.search')}>
          {(field) => <Input {...field} type="search" name="search" />}
        </FormField>
        <FormField label={t('users.role')}>
          {(field) => (
            <Select {...field} name="role" defaultValue="">
              <option value="">{t('users.allRoles')}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`users.roles.${role}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label={t('users.status')}>
          {(field) => (
            <Select {...field} name="status" defaultValue="">
              <option value="">{t('users.allStatuses')}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`users.statuses.${status}`)}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </fieldset>
      <EmptyTable caption={t('users.title')} columns={columns} empty={t('users.empty')} />
    </section>
  )
}
