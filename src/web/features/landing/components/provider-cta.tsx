import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Container } from '@web/components/ui/container'
import { ArrowRight, BadgePercent, Clock, Store, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const POINTS = [
  { key: 'subscription', icon: BadgePercent },
  { key: 'requests', icon: UsersRound },
  { key: 'review', icon: Clock },
] as const

export function ProviderCta() {
  const { t } = useTranslation('landing')
  return (
    <section
      id="for-providers"
      aria-labelledby="for-providers-title"
      className="below-the-fold scroll-mt-16 bg-slate-50 py-14 sm:py-20"
    >
      <Container>
        <div className="grid gap-8 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
              <Store className="size-5" aria-hidden="true" />
              {t('providerCta.eyebrow')}
            </p>
            <h2
              id="for-providers-title"
              className="mt-2 text-2xl font-bold tracking-tight sm:text-[2rem] sm:leading-tight"
            >
              {t('providerCta.title')}
            </h2>
            <p className="mt-3 text-lg text-slate-700">{t('providerCta.lead')}</p>
          </div>
          <div>
            <ul className="space-y-3">
              {POINTS.map(({ key, icon: Icon }) => (
                <li key={key} className="flex gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span className="text-slate-800">{t(`providerCta.points.${key}`)}</span>
                </li>
              ))}
            </ul>
            <LocalizedLink
              to="/how-it-works#providers"
              className={buttonClasses('primary', 'md', 'mt-6 w-full sm:w-auto')}
            >
              {t('providerCta.action')}
              <ArrowRight className="size-5" aria-hidden="true" />
            </LocalizedLink>
          </div>
        </div>
      </Container>
    </section>
  )
}
