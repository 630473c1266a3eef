import { DemoModeSwitch } from '@web/components/demo-mode-switch'
import { LocalizedLink } from '@web/components/localized-link'
import { Container } from '@web/components/ui/container'
import { useTranslation } from 'react-i18next'
import { LandingVersionSwitch } from './landing-version-switch'
import { Logo } from './logo'

const COLUMNS = [
  {
    key: 'footer.product',
    links: [
      { to: '/directory', key: 'nav.directory' },
      { to: '/how-it-works', key: 'nav.howItWorks' },
      { to: '/how-it-works#providers', key: 'nav.forProviders' },
      { to: '/partners/apply', key: 'nav.applyPartner' },
      { to: '/pricing', key: 'nav.pricing' },
    ],
  },
  {
    key: 'footer.company',
    links: [
      { to: '/about', key: 'footer.about' },
      { to: '/contact', key: 'nav.contact' },
    ],
  },
  {
    key: 'footer.legal',
    links: [
      { to: '/privacy-policy', key: 'footer.privacy' },
      { to: '/terms-of-service', key: 'footer.terms' },
      { to: '/cookie-policy', key: 'footer.cookies' },
      { to: '/gdpr', key: 'footer.gdpr' },
      { to: '/review-policy', key: 'footer.reviewPolicy' },
    ],
  },
] as const

export function Footer() {
  const { t } = useTranslation()
  // The end of the page stays reachable above the bottom navigation and any docked bar.
  return (
    <footer className="below-the-fold mt-16 border-t border-slate-200 bg-slate-50 pb-[calc(var(--bottom-nav-offset)+var(--bottom-bar-height))]">
      <Container className="grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo />
          <p className="mt-3 text-sm text-slate-600">{t('footer.tagline')}</p>
          <DemoModeSwitch className="mt-5" />
          <LandingVersionSwitch className="mt-5" />
        </div>
        {COLUMNS.map((column) => (
          <div key={column.key}>
            <h2 className="text-sm font-semibold text-ink">{t(column.key)}</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {column.links.map((link) => (
                <li key={link.to}>
                  <LocalizedLink
                    to={link.to}
                    className="text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline"
                  >
                    {t(link.key)}
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Container>
      <div className="border-t border-slate-200">
        <Container className="py-4 text-sm text-slate-600">
          {t('footer.legalLine', { year: new Date().getFullYear() })}
        </Container>
      </div>
    </footer>
  )
}
