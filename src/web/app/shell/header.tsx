import { useTranslation } from 'react-i18next'
import { buttonClasses } from '../../components/ui/button'
import { cn } from '../../components/ui/cn'
import { Container } from '../../components/ui/container'
import { useAuth } from '../auth/auth-context'
import { LanguageSwitcher } from './language-switcher'
import { LocalizedLink, LocalizedNavLink } from './localized-link'
import { Logo } from './logo'

const NAV_ITEMS = [
  { to: '/directory', key: 'nav.directory' },
  { to: '/how-it-works', key: 'nav.howItWorks' },
  { to: '/how-it-works#providers', key: 'nav.forProviders' },
  { to: '/contact', key: 'nav.contact' },
] as const

export function Header() {
  const { t } = useTranslation()
  const { status } = useAuth()
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <Container className="flex h-16 items-center gap-4">
        <LocalizedLink to="/" aria-label={t('shell.homeLink')} className="shrink-0 rounded-md">
          <Logo />
        </LocalizedLink>
        <nav id="main-navigation" aria-label={t('shell.mainNavigation')} className="ml-4 hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_ITEMS.map((item) => (
              <li key={item.key}>
                <LocalizedNavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    cn(
                      'rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100',
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
        <div className="ml-auto flex items-center gap-2">
          <LanguageSwitcher />
          {status !== 'signedIn' && (
            <LocalizedLink to="/auth" className={buttonClasses('primary', 'sm', 'hidden sm:inline-flex')}>
              {t('nav.signIn')}
            </LocalizedLink>
          )}
        </div>
      </Container>
    </header>
  )
}
