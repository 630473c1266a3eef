import { PLANS, type PlanTier, withVat } from '@shared/billing/plans'
import { formatMoney } from '@shared/format/money'
import { cn } from '@web/components/ui/cn'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useTranslation } from 'react-i18next'

/**
 * A plan's monthly price, excl. and incl. VAT, written the same way on every page that shows one:
 * a fixed price as it is, a plan on request (its price varies with the offer) "from" its price on
 * both lines. `lg` is the pricing page's headline (whole euros when there are no cents).
 */
export function PlanPrice({ tier, size = 'md' }: { tier: PlanTier; size?: 'lg' | 'md' }) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const plan = PLANS[tier]
  const net = formatMoney(plan.monthlyCents / 100, language, { cents: size !== 'lg' })
  const gross = formatMoney(withVat(plan.monthlyCents).grossCents / 100, language, { cents: true })
  return (
    <div>
      <p className={cn(size === 'lg' ? 'mt-2' : 'flex flex-wrap items-baseline gap-x-2')}>
        {plan.onRequest && <span className="text-sm text-slate-600">{`${t('pricing.from')} `}</span>}
        <span
          className={cn(
            'font-semibold text-ink',
            size === 'lg' ? 'text-3xl font-bold tracking-tight' : 'text-lg text-brand-700',
          )}
        >
          {net}
        </span>
        {size === 'md' && <span className="text-sm text-slate-600">{t('pricing.perMonth')}</span>}
      </p>
      {size === 'lg' && <p className="text-sm text-slate-600">{t('pricing.perMonth')}</p>}
      <p className="text-sm text-slate-600">
        {t(plan.onRequest ? 'pricing.inclVatFrom' : 'pricing.inclVat', { amount: gross })}
      </p>
    </div>
  )
}
