import type { BillingOverview } from '@shared/billing/billing-schemas'
import { type FeatureChange, featureChanges, PLANS, type PlanTier, withVat } from '@shared/billing/plans'
import { formatMoney } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { formatDay } from '@web/lib/format/date'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'

function featureLine(change: FeatureChange, t: TFunction<'partners'>, count: (n: number | null) => string) {
  if (typeof change.to === 'boolean')
    return t(`billing.feature.${change.feature}_${change.to ? 'on' : 'off'}` as 'billing.feature.badge_on')
  return t(`billing.feature.${change.feature}` as 'billing.feature.categories', {
    from: count(change.from as number | null),
    to: count(change.to),
  })
}

/**
 * What a change of plan means, before the provider confirms it: the new monthly price excl. and incl.
 * VAT, the day it takes effect and the rule (the next billing period, nothing pro rata), and what
 * changes in what the plan includes. Choosing the current plan again says which change it cancels.
 */
export function PlanChangeDialog({
  billing,
  tier,
  pending,
  onClose,
  onConfirm,
}: {
  billing: BillingOverview
  tier: PlanTier
  pending: boolean
  onClose: () => void
  onConfirm: () => void
}) {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const name = (of: PlanTier) => t(`tiers.${of}`)
  const money = (cents: number) => formatMoney(cents / 100, language, { cents: true })
  const count = (n: number | null) =>
    n === null ? t('billing.feature.unlimited') : formatNumber(n, language)
  const price = withVat(PLANS[tier].monthlyCents)
  const date = formatDay(billing.changesTakeEffectOn, language)
  const priceLine = t('billing.confirm.price', {
    tier: name(tier),
    net: money(price.netCents),
    gross: money(price.grossCents),
    rate: formatNumber(price.rateBasisPoints / 100, language),
  })
  const keeping = tier === billing.tier
  const lines = keeping
    ? [
        t('billing.confirm.cancel', {
          pending: name(billing.nextTier ?? tier),
          date: formatDay(billing.nextTierFrom ?? billing.changesTakeEffectOn, language),
          tier: name(tier),
        }),
        priceLine,
      ]
    : [
        priceLine,
        t('billing.confirm.when', { date, current: name(billing.tier) }),
        ...featureChanges(billing.tier, tier).map((change) => featureLine(change, t, count)),
      ]
  return (
    <ConfirmStepDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(keeping ? 'billing.confirm.keepTitle' : 'billing.confirm.title', { tier: name(tier) })}
      consequences={lines}
      confirmLabel={keeping ? t('billing.confirm.keep', { tier: name(tier) }) : t('billing.confirm.confirm')}
      backLabel={t('billing.confirm.back')}
      pending={pending}
      onConfirm={onConfirm}
    />
  )
}
