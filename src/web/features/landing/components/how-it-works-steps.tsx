import { LocalizedLink } from '@web/components/localized-link'
import { ArrowRight, ListChecks, MessageSquareText, UsersRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LandingSection, sectionLinkClasses } from './landing-section'

const STEPS = [
  { key: 'describe', icon: MessageSquareText },
  { key: 'match', icon: UsersRound },
  { key: 'choose', icon: ListChecks },
] as const

export function HowItWorksSteps() {
  const { t } = useTranslation('landing')
  return (
    <LandingSection
      id="how-it-works"
      title={t('howItWorks.title')}
      lead={t('howItWorks.lead')}
      action={
        <LocalizedLink to="/how-it-works" className={sectionLinkClasses}>
          {t('howItWorks.more')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </LocalizedLink>
      }
    >
      <ol className="grid gap-4 md:grid-cols-3 md:gap-6">
        {STEPS.map(({ key, icon: Icon }, index) => (
          <li key={key} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span className="grid size-11 place-items-center rounded-full bg-brand-50 text-brand-700">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="text-sm font-semibold uppercase tracking-wide text-brand-700">
                {t('howItWorks.stepLabel', { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{t(`howItWorks.steps.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`howItWorks.steps.${key}.body`)}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  )
}
