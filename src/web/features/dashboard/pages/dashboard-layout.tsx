import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { DashboardNav } from '../components/dashboard-nav'

/** Provider dashboard shell: the h1 lives here, so every child page starts at h2. */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard')
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="grid gap-8 py-8 sm:py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <DashboardNav />
        <div className="min-w-0">
          <Outlet />
        </div>
      </Container>
    </>
  )
}
