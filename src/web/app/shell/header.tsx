import { lazyPage } from '@web/app/lazy-page'
import { LocalizedLink, LocalizedNavLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { cn } from '@web/components/ui/cn'
import { Container } from '@web/components/ui/container'
import { Skeleton } from '@web/components/ui/skeleton'
import { useAccess } from '@web/hooks/use-access-status'
import { useAuth } from '@web/lib/auth/auth-context'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { DemoBanner } from './demo-banner'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'

// The dropdown and the toasts it raises load only for signed-in people, outside the landing budget.
const AccountMenu = lazyPage(() => import('./account-menu'), 'AccountMenu')
const OpenProjectsMenu = lazyPage(() => import('./open-projects-menu'), 'OpenProjectsMenu')
const NotificationsMenu = lazyPage(
  () => import('@web/features/notifications/notifications-menu'),
  'NotificationsMenu',
)

/** `wide`: from lg up only (the footer has them too): a tablet's German header keeps one row. */
const NAV_ITEMS = [
  { to: '/directory', key: 'nav.directory', wide: false },
  { to: '/how-it-works', key: 'nav.howItWorks', wide: false },
  { to: '/how-it-works#providers', key: 'nav.forProviders', wide: true },
  { to: '/contact', key: 'nav.contact', wide: true },
] as const

function AccountArea() {
  const { t } = useTranslation()
  const { status, user, retry } = useAuth()
  if (status === 'initialising') return <Skeleton className="hidden h-9 w-24 rounded-full sm:block" />
  // Not "Sign in": the person may well be signed in; the server has not said yet.
  if (status === 'unreachable') {
    return (
      <button
        type="button"
        onClick={retry}
        title={t('shell.sessionUnreachable.body')}
        className={buttonClasses('secondary', 'sm', 'max-sm:hidden')}
      >
        {t('shell.sessionUnreachable.header')}
      </button>
    )
  }
  if (status === 'signedIn' && user) {
    return (
      <>
        {/* Only customers send projects: providers and admins have no such counter (ADR 027). */}
        {user.role === 'customer' && (
          <Suspense fallback={<Skeleton className="h-9 w-12 rounded-full sm:w-24" />}>
            <OpenProjectsMenu balance={user.credits} />
          </Suspense>
        )}
        <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
          <NotificationsMenu />
        </Suspense>
        <Suspense fallback={<Skeleton className="size-10 rounded-full" />}>
          <AccountMenu />
        </Suspense>
      </>
    )
  }
  return (
    <LocalizedLink to="/auth" className={buttonClasses('primary', 'sm', 'max-sm:hidden')}>
      {t('nav.signIn')}
    </LocalizedLink>
  )
}

export function Header() {
  const { t } = useTranslation()
  // A feature the early access does not include is not offered.
  const access = useAccess()
  const items = NAV_ITEMS.filter((item) => item.to !== '/directory' || access.allows('directory'))
  return (
    <header
      data-site-header
      className="sticky top-0 z-(--z-header) border-b border-slate-200 bg-white/95 backdrop-blur"
    >
      <DemoBanner />
      <Container className="flex h-16 items-center gap-2 sm:gap-4">
        <LocalizedLink to="/" aria-label={t('shell.homeLink')} className="shrink-0 rounded-md">
          <Logo />
        </LocalizedLink>
        <nav id="main-navigation" aria-label={t('shell.mainNavigation')} className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.key} className={item.wide ? 'hidden lg:block' : undefined}>
                <LocalizedNavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap hover:bg-slate-100',
                      isActive ? 'text-brand-700' : 'text-slate-700',
                    )
                  }
                >
                  {t(item.key)}
                </LocalizedNavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1.5 sm:gap-2">
          <LanguageSwitcher />
          <AccountArea />
        </div>
      </Container>
    </header>
  )
}
