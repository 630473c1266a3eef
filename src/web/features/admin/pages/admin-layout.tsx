import { useQuery } from '@tanstack/react-query'
import { LocalizedLink, useLocalizedPath } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { Spinner } from '@web/components/ui/spinner'
import { AdminNav } from '@web/features/admin/components/admin-nav'
import { MaintenanceBanner } from '@web/features/admin/components/maintenance-banner'
import { fetchCurrentUserInfo } from '@web/lib/api/auth-current-user-info'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useAuth } from '@web/lib/auth/auth-context'
import { ShieldAlert } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet } from 'react-router'

/** Where an admin without two-step sign-in sets it up; the admin API refuses them until then (ADR 040). */
export const TWO_FACTOR_SETUP_PATH = '/settings?twoFactor=required'

const isRefusal = (error: unknown) =>
  error instanceof ApiRequestError && (error.status === 401 || error.status === 403)

/** 403: the server said this account is not an administrator. */
function AdminOnly() {
  const { t } = useTranslation('admin')
  return (
    <Container className="flex flex-col items-center py-20 text-center">
      <ShieldAlert className="size-14 text-brand-600" aria-hidden="true" />
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-700">403</p>
      <h1 className="mt-2 text-3xl font-bold">{t('gate.title')}</h1>
      <p className="mt-3 max-w-md text-slate-600">{t('gate.body')}</p>
      <LocalizedLink to="/" className={buttonClasses('primary', 'md', 'mt-6')}>
        {t('gate.home')}
      </LocalizedLink>
    </Container>
  )
}

/**
 * Admin shell (product §4, §6): the area opens only when the server reports type admin; a client
 * flag is never enough. An admin without two-step sign-in is taken to set it up first. The h1 lives
 * here, so every child page starts at h2.
 */
export function AdminLayout() {
  const { t } = useTranslation('admin')
  const { user } = useAuth()
  const localize = useLocalizedPath()
  const info = useQuery({
    // Per account, so signing in as someone else asks again.
    queryKey: ['current-user-info', user?.id ?? null],
    queryFn: ({ signal }) => fetchCurrentUserInfo(signal),
    retry: (failures, error) => !isRefusal(error) && failures < 1,
  })

  if (info.isPending) {
    return (
      <Container className="flex items-center justify-center gap-3 py-20 text-slate-600" role="status">
        <Spinner className="size-6 text-brand-600" />
        <span>{t('gate.checking')}</span>
      </Container>
    )
  }
  if ((info.isError && isRefusal(info.error)) || (info.isSuccess && info.data.type !== 'admin')) {
    return <AdminOnly />
  }
  if (info.isSuccess && !info.data.twoFactorEnabled)
    return <Navigate to={localize(TWO_FACTOR_SETUP_PATH)} replace />
  if (info.isError) {
    return (
      <Container className="py-12">
        <Callout tone="error" title={t('gate.checkFailed')}>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => void info.refetch()}>
            {t('gate.retry')}
          </Button>
        </Callout>
      </Container>
    )
  }
  return (
    <>
      <MaintenanceBanner />
      <PageHeader title={t('title')} lead={t('lead')} />
      <Container className="grid grid-cols-[minmax(0,1fr)] gap-6 py-6 sm:py-10 lg:grid-cols-[14rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <AdminNav />
        <div className="min-w-0 space-y-6">
          <Outlet />
        </div>
      </Container>
    </>
  )
}
