import { PLAN_TIERS, PLANS, type PlanTier, withVat } from '@shared/billing/plans'
import { formatMoney } from '@shared/format/money'
import { LocalizedLink } from '@web/components/localized-link'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { cn } from '@web/components/ui/cn'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import type { TFunction } from 'i18next'
import { BadgePercent, Check, Minus } from 'lucide-react'
import { useTranslation } from 'react-i18next'

const POPULAR: PlanTier = 'pro'

/** What a plan includes, each line with whether it does. */
function features(tier: PlanTier, t: TFunction<'partners'>) {
  const plan = PLANS[tier]
  return [
    { text: t('pricing.listing'), included: true },
    {
      text:
        plan.categories === null
          ? t('pricing.categoriesUnlimited')
          : t('pricing.categories', { count: plan.categories }),
      included: true,
    },
    {
      text:
        plan.leadsPerMonth === null
          ? t('pricing.leadsUnlimited')
          : t('pricing.leads', { count: plan.leadsPerMonth }),
      included: true,
    },
    { text: t('pricing.placement'), included: plan.premiumPlacement },
    { text: t('pricing.badge'), included: plan.badge },
    ...(plan.representative ? [{ text: t('pricing.representative'), included: true }] : []),
  ]
}

/** /pricing: the five plans, monthly prices excl. and incl. 17 % VAT, what each includes, no commission. */
export function PricingPage() {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  useDocumentTitle(t('pricing.title'), t('pricing.lead'))
  return (
    <>
      <PageHeader title={t('pricing.title')} lead={t('pricing.lead')} />
      <Container className="py-8 sm:py-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {PLAN_TIERS.map((tier) => {
            const plan = PLANS[tier]
            const { grossCents } = withVat(plan.monthlyCents)
            return (
              <li key={tier}>
                <Card
                  className={cn(
                    'relative flex h-full flex-col gap-4',
                    tier === POPULAR && 'border-brand-600 ring-2 ring-brand-100',
                  )}
                >
                  <div>
                    <h2 className="text-lg font-semibold">{t(`tiers.${tier}`)}</h2>
                    {tier === POPULAR && (
                      // On the card's top edge, so every card's price stays on one line with the others.
                      <p className="absolute -top-3 left-4 rounded-full bg-brand-700 px-2 py-0.5 text-xs font-medium text-white">
                        {t('pricing.popular')}
                      </p>
                    )}
                    <p className="mt-2">
                      {tier === 'enterprise' && (
                        <span className="text-sm text-slate-600">{t('pricing.from')} </span>
                      )}
                      <span className="text-3xl font-bold tracking-tight">
                        {formatMoney(plan.monthlyCents / 100, language)}
                      </span>
                    </p>
                    <p className="text-sm text-slate-600">{t('pricing.perMonth')}</p>
                    <p className="text-sm text-slate-600">
                      {t('pricing.inclVat', {
                        amount: formatMoney(grossCents / 100, language, { cents: true }),
                      })}
                    </p>
                  </div>
                  <ul className="flex-1 space-y-2 text-sm">
                    {features(tier, t).map((feature) => (
                      <li
                        key={feature.text}
                        className={cn('flex gap-2', !feature.included && 'text-slate-500')}
                      >
                        {feature.included ? (
                          <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                        ) : (
                          <Minus className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                        )}
                        {feature.included ? (
                          feature.text
                        ) : (
                          <span>{t('pricing.notIncluded', { feature: feature.text })}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                  <LocalizedLink
                    to={tier === 'enterprise' ? '/contact?topic=provider' : '/partners/apply'}
                    className={buttonClasses(
                      tier === POPULAR ? 'primary' : 'secondary',
                      'md',
                      'h-auto min-h-11 w-full py-2 text-center',
                    )}
                  >
                    {tier === 'enterprise' ? t('pricing.contact') : t('pricing.apply')}
                  </LocalizedLink>
                </Card>
              </li>
            )
          })}
        </ul>
        <Card className="mt-8 flex gap-4 border-brand-100 bg-brand-50">
          <BadgePercent className="size-8 shrink-0 text-brand-700" aria-hidden="true" />
          <div>
            <h2 className="text-lg font-semibold">{t('pricing.noCommission.title')}</h2>
            <p className="mt-1 text-slate-700">{t('pricing.noCommission.body')}</p>
          </div>
        </Card>
      </Container>
    </>
  )
}
