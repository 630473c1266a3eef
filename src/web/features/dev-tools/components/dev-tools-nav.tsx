import { LocalizedLink } from '@web/components/localized-link'
import { ChevronRight } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'

const PAGES = [
  { path: '/test-supabase', key: 'backend' },
  { path: '/test-api', key: 'api' },
  { path: '/test-providers', key: 'providers' },
  { path: '/demo/simulation', key: 'simulation' },
  { path: '/loading-states', key: 'loading' },
  { path: '/style-guide', key: 'styleGuide' },
] as const

export function DevToolsNav() {
  const { t } = useTranslation('devtools')
  const { pathname } = useLocation()
  return (
    <nav aria-labelledby="dev-tools-nav-title" className="border-t border-slate-200 pt-8">
      <h2 id="dev-tools-nav-title" className="text-lg font-semibold">
        {t('nav.title')}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {PAGES.map(({ path, key }) => {
          const current = pathname === path
          return (
            <li key={path}>
              <LocalizedLink
                to={path}
                aria-current={current ? 'page' : undefined}
                className="flex min-h-11 items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-50"
              >
                <span>{t(`nav.${key}`)}</span>
                <ChevronRight className="size-5 shrink-0" aria-hidden="true" />
              </LocalizedLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
