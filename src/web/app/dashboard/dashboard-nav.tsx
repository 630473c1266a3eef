import { useLocalizedPath } from '@web/components/localized-link'
import { cn } from '@web/components/ui/cn'
import { useConversations } from '@web/features/quotes/api/get-conversations'
import { useAccountRole } from '@web/lib/auth/use-account-role'
import {
  CalendarClock,
  ChartNoAxesColumn,
  ClipboardList,
  CreditCard,
  FileCheck2,
  FileText,
  FolderKanban,
  Heart,
  Images,
  Inbox,
  type LucideIcon,
  MessagesSquare,
  Settings,
  Star,
  UserRound,
  Wrench,
} from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'

type Item = { key: string; icon: LucideIcon; to: string }

const PROVIDER_ITEMS: readonly Item[] = [
  { key: 'overview', icon: ChartNoAxesColumn, to: '/dashboard/overview' },
  { key: 'requests', icon: Inbox, to: '/dashboard/requests' },
  { key: 'messages', icon: MessagesSquare, to: '/dashboard/requests?view=messages' },
  { key: 'portfolio', icon: Images, to: '/dashboard/portfolio' },
  { key: 'services', icon: Wrench, to: '/dashboard/portfolio?section=services' },
  { key: 'availability', icon: CalendarClock, to: '/dashboard/portfolio?section=availability' },
  { key: 'quoteTemplates', icon: ClipboardList, to: '/dashboard/portfolio?section=quote-templates' },
  { key: 'reviews', icon: Star, to: '/dashboard/portfolio?section=reviews' },
  { key: 'documents', icon: FileCheck2, to: '/dashboard/portfolio?section=documents' },
  { key: 'templates', icon: FileText, to: '/templates' },
  { key: 'billing', icon: CreditCard, to: '/dashboard/billing' },
]

const CUSTOMER_ITEMS: readonly Item[] = [
  { key: 'projects', icon: FolderKanban, to: '/dashboard/requests' },
  { key: 'messages', icon: MessagesSquare, to: '/dashboard/requests?view=messages' },
  { key: 'quotes', icon: ClipboardList, to: '/my-requests' },
  { key: 'saved', icon: Heart, to: '/saved' },
  { key: 'templates', icon: FileText, to: '/templates' },
  { key: 'profile', icon: UserRound, to: '/profile' },
  { key: 'settings', icon: Settings, to: '/settings' },
]

/** The sub-page parameters that tell dashboard items apart on the same path. */
const VIEW_PARAMS = ['view', 'section'] as const

function isCurrent(to: string, pathname: string, search: string): boolean {
  const target = new URL(to, 'http://x')
  if (target.pathname !== pathname) return false
  const here = new URLSearchParams(search)
  return VIEW_PARAMS.every((name) => (target.searchParams.get(name) ?? '') === (here.get(name) ?? ''))
}

const row =
  'flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap lg:whitespace-normal'

/**
 * Below lg the items are one row that scrolls sideways (a phone has no room for eleven of them in
 * rows): the current one is brought into view, centred when it can be.
 */
function useCurrentInView(pathname: string, search: string) {
  const current = useRef<HTMLAnchorElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    const link = current.current
    const list = link?.closest('ul')
    if (!link || !list || list.scrollWidth <= list.clientWidth) return
    list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2
  }, [pathname, search])
  return current
}

export function DashboardNav() {
  const { t } = useTranslation('dashboard')
  const role = useAccountRole()
  const { pathname, search } = useLocation()
  const localize = useLocalizedPath()
  const unread = useConversations().data?.unread ?? 0
  const items = role === 'customer' ? CUSTOMER_ITEMS : PROVIDER_ITEMS
  const currentLink = useCurrentInView(pathname, search)
  return (
    <nav aria-label={t('navLabel')} className="min-w-0">
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:thin] sm:-mx-6 sm:px-6 lg:mx-0 lg:flex-col lg:gap-1 lg:overflow-visible lg:px-0 lg:pb-0">
        {items.map(({ key, icon: Icon, to }) => {
          const current = isCurrent(to, pathname, search)
          return (
            <li key={key} className="shrink-0">
              <Link
                ref={current ? currentLink : undefined}
                to={localize(to)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  row,
                  current ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                )}
              >
                <Icon className="size-5" aria-hidden="true" />
                {t(`nav.${key}`)}
                {key === 'messages' && unread > 0 && (
                  <span className="ml-auto rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                    {unread}
                    <span className="sr-only"> {t('messages.unreadShort')}</span>
                  </span>
                )}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
