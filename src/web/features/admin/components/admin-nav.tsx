import { LocalizedNavLink } from '@web/components/localized-link'
import { cn } from '@web/components/ui/cn'
import { useApplicationCounts } from '@web/features/admin/applications/applications-api'
import {
  Activity,
  ChartColumn,
  ClipboardCheck,
  DatabaseBackup,
  FileCheck2,
  FolderKanban,
  KeyRound,
  Landmark,
  LayoutDashboard,
  LifeBuoy,
  ListOrdered,
  type LucideIcon,
  Mail,
  Receipt,
  ReceiptText,
  ScrollText,
  SearchX,
  Settings,
  Store,
  Users,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'

interface NavItem {
  key: string
  to: string
  icon: LucideIcon
}

/** The admin console's sections, grouped; the partner applications' entry shows how many wait. */
const SECTIONS: ReadonlyArray<{ key: string; items: readonly NavItem[] }> = [
  {
    key: 'people',
    items: [
      { key: 'dashboard', to: '/admin/dashboard', icon: LayoutDashboard },
      { key: 'users', to: '/admin/users', icon: Users },
      { key: 'providers', to: '/admin/providers', icon: Store },
      { key: 'applications', to: '/admin/applications', icon: ClipboardCheck },
      { key: 'verification', to: '/admin/verification', icon: FileCheck2 },
      { key: 'invoices', to: '/admin/invoices', icon: Receipt },
      { key: 'payments', to: '/admin/payments', icon: Landmark },
    ],
  },
  {
    key: 'marketplace',
    items: [
      { key: 'projects', to: '/admin/projects', icon: FolderKanban },
      { key: 'quotes', to: '/admin/quotes', icon: ReceiptText },
      { key: 'unmatched', to: '/admin/unmatched-requests', icon: SearchX },
      { key: 'support', to: '/admin/support', icon: LifeBuoy },
    ],
  },
  {
    key: 'insights',
    items: [
      { key: 'analytics', to: '/admin/analytics', icon: ChartColumn },
      { key: 'technical', to: '/admin/analytics/technical', icon: Activity },
      { key: 'logs', to: '/admin/logs', icon: ScrollText },
    ],
  },
  {
    key: 'system',
    items: [
      { key: 'templates', to: '/admin/email-templates', icon: Mail },
      { key: 'backups', to: '/admin/backups', icon: DatabaseBackup },
      { key: 'accessCodes', to: '/admin/access-codes', icon: KeyRound },
      { key: 'waitingList', to: '/admin/waiting-list', icon: ListOrdered },
      { key: 'settings', to: '/admin/settings', icon: Settings },
    ],
  },
]

/** The id the skip link and the phone's sections button point at. */
export const ADMIN_NAV_ID = 'main-navigation'

/** The sections down the workspace's side; `className` lets the frame make it a phone's drawer. */
export function AdminNav({ className }: { className?: string }) {
  const { t } = useTranslation('admin')
  const applications = useApplicationCounts().data
  return (
    <nav id={ADMIN_NAV_ID} aria-label={t('navLabel')} className={className}>
      <div className="flex flex-col gap-4 px-3 py-4">
        {SECTIONS.map((section) => (
          <div key={section.key}>
            <p
              id={`admin-nav-${section.key}`}
              className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600"
            >
              {t(`navSections.${section.key}`)}
            </p>
            <ul className="flex flex-col gap-0.5" aria-labelledby={`admin-nav-${section.key}`}>
              {section.items.map(({ key, to, icon: Icon }) => (
                <li key={key}>
                  <LocalizedNavLink
                    to={to}
                    // Analytics must not stay highlighted on its technical child page.
                    end={to === '/admin/analytics' || to === '/admin/dashboard'}
                    className={({ isActive }) =>
                      cn(
                        'flex min-h-11 items-center gap-2.5 rounded-lg px-3 py-1.5 text-sm font-medium lg:min-h-9',
                        isActive
                          ? 'bg-brand-50 text-brand-700'
                          : 'text-slate-700 hover:bg-slate-100 hover:text-ink',
                      )
                    }
                  >
                    <Icon className="size-4.5 shrink-0" aria-hidden="true" />
                    {t(`nav.${key}`)}
                    {key === 'applications' && applications && applications.open > 0 && (
                      <>
                        <span
                          aria-hidden="true"
                          className={cn(
                            'ml-auto rounded-full px-2 py-0.5 text-xs font-medium text-white',
                            applications.overdue > 0 ? 'bg-danger' : 'bg-brand-700',
                          )}
                        >
                          {applications.open}
                        </span>
                        {/* A space of its own: accessible names drop the spaces a span starts with. */}{' '}
                        <span className="sr-only">
                          {`(${applications.open} ${t('nav.applicationsOpen', { count: applications.open, overdue: applications.overdue })})`}
                        </span>
                      </>
                    )}
                  </LocalizedNavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  )
}
