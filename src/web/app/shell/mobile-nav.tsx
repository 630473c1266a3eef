import { featureOfPage } from '@shared/access/gate-pages'
import { LocalizedLink } from '@web/components/localized-link'
import { cn } from '@web/components/ui/cn'
import { useAccess } from '@web/hooks/use-access-status'
import { useAccountRole } from '@web/lib/auth/use-account-role'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { ASSISTANT_LINK, BOTTOM_NAV, type NavLink } from './role-navigation'

const COLUMNS = ['', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5']

/** The sub-page parameter that tells the provider's Leads and Messages apart on one path. */
const VIEW_PARAM = 'view'

function isCurrent({ to, end }: NavLink, pathname: string, search: string): boolean {
  if (to === ASSISTANT_LINK) return false
  const target = new URL(to, 'http://x')
  if (!end) return pathname === target.pathname || pathname.startsWith(`${target.pathname}/`)
  if (pathname !== target.pathname) return false
  return (target.searchParams.get(VIEW_PARAM) ?? '') === (new URLSearchParams(search).get(VIEW_PARAM) ?? '')
}

/** The phone's bottom bar (hidden from md up, where the header navigation takes over), by role. */
export function MobileNav() {
  const { t } = useTranslation()
  const role = useAccountRole()
  const { pathname, search } = useLocation()
  // A feature the early access does not include is not offered.
  const access = useAccess()
  const items = BOTTOM_NAV[role ?? 'visitor'].filter(({ to }) => {
    const feature = to === ASSISTANT_LINK ? 'chat' : featureOfPage(new URL(to, 'http://x').pathname)
    return feature === null || access.allows(feature)
  })
  return (
    <nav
      aria-label={t('shell.mobileNavigation')}
      data-bottom-nav
      className="fixed inset-x-0 bottom-0 z-(--z-bottom-nav) border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className={cn('grid', COLUMNS[items.length] ?? 'grid-cols-5')}>
        {items.map((item) => {
          const { to, key, icon: Icon } = item
          const current = isCurrent(item, pathname, search)
          return (
            <li key={key}>
              <LocalizedLink
                to={to}
                aria-current={current ? 'page' : undefined}
                // The assistant's launcher, once loaded, opens its chat in place of this link.
                data-opens-assistant={to === ASSISTANT_LINK || undefined}
                className={cn(
                  'flex h-(--bottom-nav-height) flex-col items-center justify-center gap-0.5 px-0.5 text-center text-xs leading-tight font-medium tracking-tight',
                  current ? 'text-brand-700' : 'text-slate-600',
                )}
              >
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                <span className="max-w-full truncate">{t(key)}</span>
              </LocalizedLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
