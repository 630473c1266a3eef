import { LocalizedNavLink } from '@web/components/localized-link'
import { cn } from '@web/components/ui/cn'
import { ClipboardList, Home, MessageSquareText, Search, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** UI.md: the phone's bottom bar holds Home, Directory, Assistant, Requests, Account. */
const ITEMS = [
  { to: '/', key: 'nav.home', icon: Home, end: true },
  { to: '/directory', key: 'nav.directory', icon: Search, end: false },
  { to: '/#assistant', key: 'nav.assistant', icon: MessageSquareText, end: true },
  { to: '/my-requests', key: 'nav.requests', icon: ClipboardList, end: false },
  { to: '/profile', key: 'nav.account', icon: UserRound, end: false },
] as const

export function MobileNav() {
  const { t } = useTranslation()
  return (
    <nav
      aria-label={t('shell.mobileNavigation')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white md:hidden"
    >
      <ul className="grid grid-cols-5">
        {ITEMS.map(({ to, key, icon: Icon, end }) => (
          <li key={key}>
            <LocalizedNavLink
              to={to}
              end={end}
              // The assistant's launcher, once loaded, opens its chat in place of this link.
              data-opens-assistant={to === '/#assistant' || undefined}
              className={({ isActive }) =>
                cn(
                  'flex min-h-14 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium',
                  isActive && to !== '/#assistant' ? 'text-brand-700' : 'text-slate-600',
                )
              }
            >
              <Icon className="size-5" aria-hidden="true" />
              <span>{t(key)}</span>
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
