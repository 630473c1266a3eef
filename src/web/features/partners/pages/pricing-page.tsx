import { PLAN_TIERS, PLANS, type PlanTier } from '@shared/billing/plans'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { Badge } from '@web/components/ui/badge'
import { buttonClasses } from '@web/components/ui/button'
import { Card } from '@web/components/ui/card'
import { cn } from '@web/components/ui/cn'
import { Container } from '@web/components/ui/container'
import { PageHeader } from '@web/components/ui/page-header'
import { partnerApi, partnerKeys } from '@web/features/partners/api/partner-api'
import { PlanPrice } from '@web/features/partners/components/plan-price'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useAccountRole } from '@web/lib/auth/use-account-role'
import { formatDay } from '@web/lib/format/date'
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

/**
 * /pricing: the five plans, monthly prices excl. and incl. 17 % VAT, what each includes, no commission.
 * A visitor is asked to apply (Enterprise: to talk to us); a signed-in provider with a plan sees it as
 * "Your plan" and changes it on the billing page, after the page has loaded (the server renders the
 * visitor's page, the same for everyone).
 */
export function PricingPage() {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const isProvider = useAccountRole() === 'provider'
  const billing = useQuery({
    queryKey: partnerKeys.billing,
    queryFn: ({ signal }) => partnerApi.billing(signal),
    enabled: isProvider,
  })
  const mine = isProvider ? billing.data : undefined
  useDocumentTitle(t('pricing.title'), t('pricing.lead'))
  return (
    <>
      <PageHeader title={t('pricing.title')} lead={t('pricing.lead')} />
      <Container className="py-8 sm:py-10">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {PLAN_TIERS.map((tier) => {
            // Enterprise is asked for, never chosen: a visitor writes to us, a provider asks from billing.
            const label = PLANS[tier].onRequest
              ? t('pricing.contact')
              : mine
                ? t('pricing.changePlan')
                : t('pricing.apply')
            const to = mine
              ? '/dashboard/billing'
              : PLANS[tier].onRequest
                ? '/contact?topic=provider'
                : '/partners/apply'
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
                    <PlanPrice tier={tier} size="lg" />
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
                  {mine && tier === mine.tier ? (
                    <p className="flex min-h-11 items-center justify-center">
                      <Badge tone="brand">{t('pricing.yourPlan')}</Badge>
                    </p>
                  ) : (
                    <>
                      {mine && tier === mine.nextTier && mine.nextTierFrom && (
                        <p className="text-center">
                          <Badge tone="brand">
                            {t('pricing.pendingFrom', { date: formatDay(mine.nextTierFrom, language) })}
                          </Badge>
                        </p>
                      )}
                      <LocalizedLink
                        to={to}
                        className={buttonClasses(
                          tier === POPULAR && !mine ? 'primary' : 'secondary',
                          'md',
                          'h-auto min-h-11 w-full py-2 text-center',
                        )}
                      >
                        {label}
                      </LocalizedLink>
                    </>
                  )}
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
