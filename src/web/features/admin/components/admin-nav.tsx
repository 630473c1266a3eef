import { LocalizedNavLink } from '@web/components/localized-link'
import { cn } from '@web/components/ui/cn'
import { useApplicationCounts } from '@web/features/admin/applications/applications-api'
import {
  Activity,
  ChartColumn,
  ClipboardCheck,
  LayoutDashboard,
  type LucideIcon,
  SearchX,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'

const ITEMS: readonly { key: string; to: string; icon: LucideIcon }[] = [
  { key: 'dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { key: 'analytics', to: '/admin/analytics', icon: ChartColumn },
  { key: 'technical', to: '/admin/analytics/technical', icon: Activity },
  { key: 'unmatched', to: '/admin/unmatched-requests', icon: SearchX },
  { key: 'applications', to: '/admin/applications', icon: ClipboardCheck },
]

export function AdminNav() {
  const { t } = useTranslation('admin')
  const applications = useApplicationCounts().data
  return (
    <nav aria-label={t('navLabel')}>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {ITEMS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <LocalizedNavLink
              to={to}
              // Analytics must not stay highlighted on its technical child page.
              end={key !== 'applications'}
              className={({ isActive }) =>
                cn(
                  'flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
                  isActive
                    ? 'bg-brand-50 text-brand-700'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                )
              }
            >
              <Icon className="size-5" aria-hidden="true" />
              {t(`nav.${key}`)}
              {key === 'applications' && applications && applications.open > 0 && (
                <span
                  className={cn(
                    'ml-auto rounded-full px-2 py-0.5 text-xs font-medium text-white',
                    applications.overdue > 0 ? 'bg-danger' : 'bg-brand-700',
                  )}
                >
                  {applications.open}
                  <span className="sr-only">
                    {` ${t('nav.applicationsOpen', { count: applications.open, overdue: applications.overdue })}`}
                  </span>
                </span>
              )}
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
