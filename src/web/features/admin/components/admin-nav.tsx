import { LocalizedNavLink } from '@web/components/localized-link'
import { cn } from '@web/components/ui/cn'
import { Activity, ChartColumn, LayoutDashboard, type LucideIcon, SearchX } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const ITEMS: readonly { key: string; to: string; icon: LucideIcon }[] = [
  { key: 'dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
  { key: 'analytics', to: '/admin/analytics', icon: ChartColumn },
  { key: 'technical', to: '/admin/analytics/technical', icon: Activity },
  { key: 'unmatched', to: '/admin/unmatched-requests', icon: SearchX },
]

export function AdminNav() {
  const { t } = useTranslation('admin')
  return (
    <nav aria-label={t('navLabel')}>
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {ITEMS.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <LocalizedNavLink
              to={to}
              // Analytics must not stay highlighted on its technical child page.
              end
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
            </LocalizedNavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
