import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import {
  Calculator,
  CheckCircle2,
  Gift,
  Inbox,
  MapPin,
  MessageSquareText,
  Search,
  Send,
  Users,
} from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { type Step, StepList } from './step-list'

const CONFIDENCE_LEVELS = [
  { level: 'high', tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200' },
  { level: 'medium', tone: 'bg-amber-50 text-amber-900 ring-amber-200' },
  { level: 'low', tone: 'bg-slate-100 text-slate-700 ring-slate-300' },
] as const

function ConfidenceLevels() {
  const { t } = useTranslation('info')
  return (
    <dl className="grid gap-2 rounded-xl border border-slate-200 bg-slate-50 p-3 text-sm sm:grid-cols-3">
      {CONFIDENCE_LEVELS.map(({ level, tone }) => (
        <div key={level}>
          <dt>
            <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tone}`}>
              {t(`howItWorks.customers.confidence.${level}.label`)}
            </span>
          </dt>
          <dd className="mt-1 text-slate-700">{t(`howItWorks.customers.confidence.${level}.body`)}</dd>
        </div>
      ))}
    </dl>
  )
}

export function CustomerGuide() {
  const { t } = useTranslation('info')
  const step = (id: string, icon: Step['icon']): Step => ({
    id,
    icon,
    title: t(`howItWorks.customers.steps.${id}.title`),
    body: t(`howItWorks.customers.steps.${id}.body`),
  })
  const steps: Step[] = [
    step('describe', MessageSquareText),
    step('location', MapPin),
    { ...step('estimate', Calculator), extra: <ConfidenceLevels /> },
    step('match', Users),
    step('request', Send),
    step('quotes', Inbox),
    step('decide', CheckCircle2),
  ]

  return (
    <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('howItWorks.customers.heading')}</h2>
        <p className="mt-2 mb-8 max-w-2xl text-slate-700">{t('howItWorks.customers.intro')}</p>
        <StepList steps={steps} />
      </div>
      <div className="space-y-5 lg:sticky lg:top-24 lg:self-start">
        <Card className="border-brand-100 bg-brand-50">
          <h3 className="flex items-center gap-2 text-lg font-semibold">
            <Gift className="size-5 text-brand-700" aria-hidden="true" />
            {t('howItWorks.customers.free.title')}
          </h3>
          <p className="mt-2 text-slate-700">{t('howItWorks.customers.free.body')}</p>
        </Card>
        <Card>
          <h3 className="text-lg font-semibold">{t('howItWorks.customers.cta.title')}</h3>
          <p className="mt-1 text-slate-700">{t('howItWorks.customers.cta.body')}</p>
          <div className="mt-4 flex flex-col gap-3">
            <LocalizedLink to="/#assistant" className={buttonClasses('primary', 'md', 'w-full')}>
              <MessageSquareText className="size-5" aria-hidden="true" />
              {t('howItWorks.customers.cta.assistant')}
            </LocalizedLink>
            <LocalizedLink to="/directory" className={buttonClasses('secondary', 'md', 'w-full')}>
              <Search className="size-5" aria-hidden="true" />
              {t('howItWorks.customers.cta.directory')}
            </LocalizedLink>
          </div>
        </Card>
      </div>
    </div>
  )
}
