import { HydrationMark } from '@web/app/hydration-mark'
import { lazyPage } from '@web/app/lazy-page'
import { AccountMenu, useLogOut } from '@web/app/shell/account-menu'
import { LanguageSwitcher } from '@web/app/shell/language-switcher'
import { LoadingFallback } from '@web/app/shell/loading-fallback'
import { Logo } from '@web/app/shell/logo'
import { SkipLinks } from '@web/app/shell/skip-links'
import { useScrollOnNavigation } from '@web/app/shell/use-scroll-on-navigation'
import { LocalizedLink } from '@web/components/localized-link'
import { Skeleton } from '@web/components/ui/skeleton'
import { type AdminFrameParts, AdminLayout } from '@web/features/admin/pages/admin-layout'
import { LogOut } from 'lucide-react'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'

const NotificationsMenu = lazyPage(
  () => import('@web/features/notifications/notifications-menu'),
  'NotificationsMenu',
)

function SignOutButton() {
  const { t } = useTranslation()
  const logOut = useLogOut()
  return (
    <button
      type="button"
      onClick={() => void logOut()}
      className="hidden h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-ink sm:inline-flex"
    >
      <LogOut className="size-4" aria-hidden="true" />
      {t('account.logOut')}
    </button>
  )
}

function HomeLink() {
  const { t } = useTranslation()
  return (
    <LocalizedLink to="/" aria-label={t('shell.homeLink')} className="shrink-0 rounded-md">
      <Logo compact />
    </LocalizedLink>
  )
}

const parts: AdminFrameParts = {
  skipLinks: (navigation) => <SkipLinks navigation={navigation} />,
  home: <HomeLink />,
  account: (
    <>
      <LanguageSwitcher />
      <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
        <NotificationsMenu />
      </Suspense>
      <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
        <AccountMenu />
      </Suspense>
      <SignOutButton />
    </>
  ),
  pageLoading: <LoadingFallback />,
}

/**
 * Every /admin page, in the admin workspace's own frame instead of the public site's (ADR 068):
 * no site header, footer, hero, assistant or bottom bar; the site is one click away on the logo.
 */
export function AdminShell() {
  useScrollOnNavigation()
  return (
    <>
      <AdminLayout parts={parts} />
      <HydrationMark />
    </>
  )
}
