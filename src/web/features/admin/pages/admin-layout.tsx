import { useQuery } from '@tanstack/react-query'
import { LocalizedLink, useLocalizedPath } from '@web/components/localized-link'
import { Button, buttonClasses } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { cn } from '@web/components/ui/cn'
import { Container } from '@web/components/ui/container'
import { Spinner } from '@web/components/ui/spinner'
import { ADMIN_NAV_ID, AdminNav } from '@web/features/admin/components/admin-nav'
import { MaintenanceBanner } from '@web/features/admin/components/maintenance-banner'
import { fetchCurrentUserInfo } from '@web/lib/api/auth-current-user-info'
import { ApiRequestError } from '@web/lib/api/request-error'
import { useAuth } from '@web/lib/auth/auth-context'
import { Menu, ShieldAlert, X } from 'lucide-react'
import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router'

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

/** What the app gives the admin workspace's frame: the site-wide parts it does not own. */
export interface AdminFrameParts {
  /** The skip links; `navigation` says whether the page has its section navigation. */
  skipLinks: (navigation: boolean) => ReactNode
  /** The top bar's link back to the site (the logo). */
  home: ReactNode
  /** The top bar's end: language, the admin's account menu, signing out. */
  account: ReactNode
  /** Shown in the content area while a page's code loads. */
  pageLoading: ReactNode
}

/** The phone's button that opens the section navigation as a drawer under the top bar. */
function SectionsButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('admin')
  const Icon = open ? X : Menu
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={ADMIN_NAV_ID}
      onClick={onToggle}
      className="-ml-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden"
    >
      <Icon className="size-5" aria-hidden="true" />
      <span className="sr-only">{t('shell.sections')}</span>
    </button>
  )
}

/**
 * The admin workspace's frame (ADR 068), outside the public site's shell: a slim top bar, the
 * section navigation at the side (a drawer under the top bar on phones) and the full width for the
 * page. `navigation`: the sections are shown (not to a refused account, nor before the check).
 */
function AdminFrame({
  parts,
  navigation,
  children,
}: {
  parts: AdminFrameParts
  navigation: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('admin')
  const { pathname } = useLocation()
  const [open, setOpen] = useState(false)
  // A section chosen in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change, by design
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const close = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    addEventListener('keydown', close)
    return () => removeEventListener('keydown', close)
  }, [open])
  return (
    <div className="min-h-screen bg-slate-50/60">
      {parts.skipLinks(navigation)}
      <header className="sticky top-0 z-(--z-header) border-b border-slate-200 bg-white">
        <div className="flex h-14 items-center gap-2 px-3 sm:gap-3 sm:px-4 lg:px-6">
          {navigation && <SectionsButton open={open} onToggle={() => setOpen(!open)} />}
          {parts.home}
          {navigation && (
            // On a phone the bar is full (sections, language, account): the title is read, not shown.
            <h1 className="sr-only truncate border-slate-200 font-semibold text-base text-slate-700 sm:not-sr-only sm:min-w-0 sm:border-l sm:pl-3">
              {t('title')}
            </h1>
          )}
          <div className="ml-auto flex items-center gap-1.5 sm:gap-2">{parts.account}</div>
        </div>
      </header>
      {navigation && <MaintenanceBanner />}
      <div className={cn(navigation && 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)]')}>
        {navigation && (
          <AdminNav
            className={cn(
              open ? 'fixed inset-x-0 top-14 bottom-0 z-(--z-header) shadow-lg' : 'hidden',
              'overflow-y-auto border-slate-200 bg-white lg:sticky lg:top-14 lg:block lg:h-[calc(100vh-3.5rem)] lg:border-r lg:shadow-none',
            )}
          />
        )}
        <main
          id="main-content"
          tabIndex={-1}
          aria-label={t('shell.content')}
          className="min-w-0 px-4 py-5 focus:outline-none sm:px-6 lg:px-8 lg:py-6"
        >
          {children}
        </main>
      </div>
    </div>
  )
}

/**
 * The admin area (product §4, §6): it opens only when the server reports type admin; a client
 * flag is never enough. An admin without two-step sign-in is taken to set it up first. The h1 is
 * the workspace's, in the top bar, so every child page starts at h2.
 */
export function AdminLayout({ parts }: { parts: AdminFrameParts }) {
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
      <AdminFrame parts={parts} navigation={false}>
        <div className="flex items-center justify-center gap-3 py-20 text-slate-600" role="status">
          <Spinner className="size-6 text-brand-600" />
          <span>{t('gate.checking')}</span>
        </div>
      </AdminFrame>
    )
  }
  if ((info.isError && isRefusal(info.error)) || (info.isSuccess && info.data.type !== 'admin')) {
    return (
      <AdminFrame parts={parts} navigation={false}>
        <AdminOnly />
      </AdminFrame>
    )
  }
  if (info.isSuccess && !info.data.twoFactorEnabled)
    return <Navigate to={localize(TWO_FACTOR_SETUP_PATH)} replace />
  if (info.isError) {
    return (
      <AdminFrame parts={parts} navigation={false}>
        <Container className="py-12">
          <Callout tone="error" title={t('gate.checkFailed')}>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => void info.refetch()}>
              {t('gate.retry')}
            </Button>
          </Callout>
        </Container>
      </AdminFrame>
    )
  }
  return (
    <AdminFrame parts={parts} navigation>
      <div className="space-y-6">
        <Suspense fallback={parts.pageLoading}>
          <Outlet />
        </Suspense>
      </div>
    </AdminFrame>
  )
}
