import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useAuth } from '@web/lib/auth/auth-context'
import { useAccountRole } from '@web/lib/auth/use-account-role'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { DashboardNav } from './dashboard-nav'

/** product §4: a business profile is complete only with both a location and a phone number. */
function ProfileIncomplete() {
  const { t } = useTranslation('dashboard')
  return (
    <Callout tone="warning" title={t('profileIncomplete.title')} className="mb-6">
      <p>{t('profileIncomplete.body')}</p>
      <LocalizedLink to="/profile" className={buttonClasses('secondary', 'sm', 'mt-3')}>
        {t('profileIncomplete.link')}
      </LocalizedLink>
    </Callout>
  )
}

/** Dashboard shell (provider or customer): the h1 lives here, so every child page starts at h2. */
export function DashboardLayout() {
  const { t } = useTranslation('dashboard')
  const { user } = useAuth()
  const role = useAccountRole()
  return (
    <>
      <PageHeader title={t('title')} lead={t(role === 'customer' ? 'leadCustomer' : 'lead')} />
      <Container className="grid gap-8 py-8 sm:py-10 lg:grid-cols-[15rem_minmax(0,1fr)] lg:items-start">
        <DashboardNav />
        <div className="min-w-0">
          {user && !user.profileComplete && <ProfileIncomplete />}
          <Outlet />
        </div>
      </Container>
    </>
  )
}
