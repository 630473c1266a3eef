import { LocalizedNavLink } from '@web/app/shell/localized-link'
import { cn } from '@web/components/ui/cn'
import { CalendarClock, FileText, Images, Inbox, type LucideIcon, MessagesSquare, Wrench } from 'lucide-react'
import { useTranslation } from 'react-i18next'

type Item = { key: string; icon: LucideIcon; to?: string }

// Services, availability and messages have no page yet: they are listed so providers see what the dashboard holds.
const ITEMS: readonly Item[] = [
  { key: 'requests', icon: Inbox, to: '/dashboard/requests' },
  { key: 'portfolio', icon: Images, to: '/dashboard/portfolio' },
  { key: 'services', icon: Wrench },
  { key: 'availability', icon: CalendarClock },
  { key: 'messages', icon: MessagesSquare },
  { key: 'templates', icon: FileText, to: '/templates' },
]

const row = 'flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium'

export function DashboardNav() {
  const { t } = useTranslation('dashboard')
  return (
    <nav aria-label={t('navLabel')}>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {ITEMS.map(({ key, icon: Icon, to }) => (
          <li key={key}>
            {to ? (
              <LocalizedNavLink
                to={to}
                className={({ isActive }) =>
                  cn(
                    row,
                    isActive
                      ? 'bg-brand-50 text-brand-700'
                      : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                  )
                }
              >
                <Icon className="size-5" aria-hidden="true" />
                {t(`nav.${key}`)}
              </LocalizedNavLink>
            ) : (
              <span className={cn(row, 'text-slate-600')}>
                <Icon className="size-5" aria-hidden="true" />
                {t(`nav.${key}`)}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                  {t('nextRelease')}
                </span>
              </span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
