import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { AdminNav } from '../components/admin-nav'

/** Admin shell: the h1 lives here, so every child page starts at h2. */
export function AdminLayout() {
  const { t } = useTranslation('admin')
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="grid gap-8 py-8 sm:py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <AdminNav />
        <div className="min-w-0 space-y-6">
          <Outlet />
        </div>
      </Container>
    </>
  )
}
