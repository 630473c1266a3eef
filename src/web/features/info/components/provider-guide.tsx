import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import {
  BadgePercent,
  ClipboardList,
  CreditCard,
  FileCheck2,
  Handshake,
  Inbox,
  LayoutDashboard,
  ShieldCheck,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { type Step, StepList } from './step-list'

const APPLICATION_STEPS = ['basic', 'business', 'final'] as const
const TIERS = ['basic', 'basicPlus', 'pro', 'premium', 'enterprise'] as const
const TOOLS = ['services', 'availability', 'portfolio', 'templates'] as const

function ApplicationSteps() {
  const { t } = useTranslation('info')
  return (
    <ol className="flex flex-wrap gap-2 text-sm">
      {APPLICATION_STEPS.map((id, index) => (
        <li
          key={id}
          className="inline-flex items-center gap-2 rounded-full bg-slate-100 py-1 pr-3 pl-1 text-slate-700"
        >
          <span className="flex size-6 items-center justify-center rounded-full bg-white font-semibold text-brand-700">
            {index + 1}
          </span>
          {t(`howItWorks.providers.application.${id}`)}
        </li>
      ))}
    </ol>
  )
}

function Tiers() {
  const { t } = useTranslation('info')
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-3">
      <p className="text-sm font-medium text-ink">{t('howItWorks.providers.tiers.label')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {TIERS.map((tier) => (
          <li
            key={tier}
            className="rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 ring-1 ring-brand-100"
          >
            {t(`howItWorks.providers.tiers.${tier}`)}
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-600">{t('howItWorks.providers.tiers.enterpriseNote')}</p>
    </div>
  )
}

function Tools() {
  const { t } = useTranslation('info')
  return (
    <ul className="grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
      {TOOLS.map((tool) => (
        <li key={tool} className="flex items-center gap-2">
          <span className="size-1.5 shrink-0 rounded-full bg-brand-600" aria-hidden="true" />
          {t(`howItWorks.providers.tools.${tool}`)}
        </li>
      ))}
    </ul>
  )
}

export function ProviderGuide() {
  const { t } = useTranslation('info')
  const step = (id: string, icon: Step['icon']): Step => ({
    id,
    icon,
    title: t(`howItWorks.providers.steps.${id}.title`),
    body: t(`howItWorks.providers.steps.${id}.body`),
  })
  const steps: Step[] = [
    { ...step('apply', ClipboardList), extra: <ApplicationSteps /> },
    step('review', ShieldCheck),
    { ...step('subscribe', CreditCard), extra: <Tiers /> },
    step('receive', Inbox),
    step('quote', FileCheck2),
    { ...step('manage', LayoutDashboard), extra: <Tools /> },
  ]

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('howItWorks.providers.heading')}</h2>
        <p className="mt-2 mb-8 max-w-2xl text-slate-700">{t('howItWorks.providers.intro')}</p>
        <StepList steps={steps} />
      </div>
      <div className="space-y-5 lg:sticky lg:top-24 lg:self-start">
        <Card className="border-brand-100 bg-brand-50">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <BadgePercent className="size-5 text-brand-700" aria-hidden="true" />
            {t('howItWorks.providers.noCommission.title')}
          </h3>
          <p className="mt-2 text-slate-700">{t('howItWorks.providers.noCommission.body')}</p>
        </Card>
        <Card>
          <h3 className="text-lg font-semibold">{t('howItWorks.providers.cta.title')}</h3>
          <p className="mt-1 text-slate-700">{t('howItWorks.providers.cta.body')}</p>
          <LocalizedLink to="/partners/apply" className={buttonClasses('primary', 'md', 'mt-4 w-full')}>
            <Handshake className="size-5" aria-hidden="true" />
            {t('howItWorks.providers.cta.apply')}
          </LocalizedLink>
        </Card>
      </div>
    </div>
  )
}
