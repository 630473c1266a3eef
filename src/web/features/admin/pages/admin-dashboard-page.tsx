import { AvailableSoon } from '@web/components/ui/available-soon'
import { useTranslation } from 'react-i18next'
import { AdminPageIntro } from '../components/admin-page-intro'
import { ContentOverview } from '../components/content-overview'
import { SystemSection } from '../components/system-section'
import { UsersSection } from '../components/users-section'

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
