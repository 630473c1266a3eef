import { AvailableSoon } from '@web/components/ui/available-soon'
import { useTranslation } from 'react-i18next'
import { AdminPageIntro } from '../components/admin-page-intro'
import { EmptyTable } from '../components/empty-table'

export function AdminUnmatchedPage() {
  const { t } = useTranslation('admin')
  const columns = [
    { label: t('unmatched.columns.date') },
    { label: t('unmatched.columns.request') },
    { label: t('unmatched.columns.category'), wide: true },
    { label: t('unmatched.columns.location'), wide: true },
    { label: t('unmatched.columns.language'), wide: true },
  ]
  return (
    <>
      <AdminPageIntro title={t('unmatched.title')} intro={t('unmatched.intro')} />
      <AvailableSoon what={t('unmatched.availableSoon')} />
      <EmptyTable caption={t('unmatched.title')} columns={columns} empty={t('unmatched.empty')} />
    </>
  )
}
