import { AvailableSoon } from '@web/components/ui/available-soon'
import { AdminPageIntro } from '@web/features/admin/components/admin-page-intro'
import { ContentOverview } from '@web/features/admin/components/content-overview'
import { SystemSection } from '@web/features/admin/components/system-section'
import { UsersSection } from '@web/features/admin/components/users-section'
import { useTranslation } from 'react-i18next'

export function AdminDashboardPage() {
  const { t } = useTranslation('admin')
  return (
    <>
      <AdminPageIntro title={t('dashboard.title')} intro={t('dashboard.intro')} />
      <AvailableSoon what={t('dashboard.availableSoon')} />
      <UsersSection />
      <ContentOverview />
      <SystemSection />
    </>
  )
}
