import type { BillingOverview } from '@shared/billing/billing-schemas'
import { PLAN_TIERS, PLANS, type PlanTier } from '@shared/billing/plans'
import { formatMoney } from '@shared/format/money'
import { formatNumber } from '@shared/format/number'
import { SUPPORT_RESPONSE_HOURS } from '@shared/support/support-clock'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { NoListingCallout } from '@web/components/no-listing-callout'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { cn } from '@web/components/ui/cn'
import { ConfirmStepDialog } from '@web/components/ui/confirm-step-dialog'
import { Skeleton } from '@web/components/ui/skeleton'
import { partnerApi, partnerKeys } from '@web/features/partners/api/partner-api'
import { CreditNoteList } from '@web/features/partners/components/credit-note-list'
import { InvoiceView } from '@web/features/partners/components/invoice-view'
import { OverdueNotice } from '@web/features/partners/components/overdue-notice'
import { PlanChangeDialog } from '@web/features/partners/components/plan-change-dialog'
import { PlanPrice } from '@web/features/partners/components/plan-price'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { failureText, isNoListing } from '@web/lib/api/failure-text'
import { formatDay } from '@web/lib/format/date'
import { toast } from '@web/lib/toast/toast'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

/**
 * /dashboard/billing: the plan and the invoices, readable and as PDF. A change of plan is confirmed
 * in a dialog that states its price, the day it takes effect (the next billing period) and what it
 * changes; Enterprise is asked for, never chosen. Overdue invoices come first, each with how late it
 * is and how to pay it. Back from Stripe Checkout, a note says whether the payment is on its way.
 */
export function BillingPage() {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState<number | null>(null)
  // Stripe Checkout brings the payer back here: ?payment=done or ?payment=cancelled.
  const [params] = useSearchParams()
  const checkoutReturn = params.get('payment')
  useDocumentTitle(t('billing.title'))
  const billing = useQuery({
    queryKey: partnerKeys.billing,
    queryFn: ({ signal }) => partnerApi.billing(signal),
  })
  const [asking, setAsking] = useState<PlanTier | null>(null)
  const [askingOffer, setAskingOffer] = useState(false)
  const change = useMutation({
    mutationFn: ({ tier, data }: { tier: PlanTier; data: BillingOverview }) =>
      partnerApi.changePlan({
        tier,
        confirmed: { monthlyNetCents: PLANS[tier].monthlyCents, effectiveFrom: data.changesTakeEffectOn },
      }),
    onSuccess: (data, { tier }) => {
      queryClient.setQueryData(partnerKeys.billing, data)
      setAsking(null)
      // What the server now holds: the plan from the day it takes effect, or the plan kept.
      toast.success(
        data.nextTier && data.nextTierFrom
          ? t('billing.changed', {
              tier: t(`tiers.${data.nextTier}`),
              date: formatDay(data.nextTierFrom, language),
              current: t(`tiers.${data.tier}`),
            })
          : t('billing.kept', { tier: t(`tiers.${tier}`) }),
      )
    },
    onError: (e) => {
      setAsking(null)
      // The terms may have moved (a new month): show the ones the server holds now.
      void queryClient.invalidateQueries({ queryKey: partnerKeys.billing })
      toast.error(failureText(e, t('billing.changeFailed')))
    },
  })
  const offer = useMutation({
    mutationFn: () => partnerApi.requestPlanOffer(),
    onSuccess: ({ reference }) => {
      setAskingOffer(false)
      toast.success(t('billing.enterprise.sent', { reference }))
    },
    onError: (e) => {
      setAskingOffer(false)
      toast.error(failureText(e, t('billing.enterprise.failed')))
    },
  })

  if (billing.isPending) return <Skeleton className="h-96 w-full" />
  if (billing.isError) {
    if (isNoListing(billing.error)) return <NoListingCallout />
    return (
      <Callout tone="error" title={t('billing.loadFailed')}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void billing.refetch()}>
          {t('billing.retry')}
        </Button>
      </Callout>
    )
  }
  const data = billing.data
  const money = (cents: number) => formatMoney(cents / 100, language, { cents: true })
  const upcoming = data.nextTier ?? data.tier
  // The latest first: the one the next reminder, or the hidden listing, is about.
  const overdue = data.invoices
    .filter((invoice) => invoice.overdue)
    .sort((a, b) => b.daysOverdue - a.daysOverdue)

  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('billing.title')}</h2>
        <p className="mt-1 text-slate-600">{t('billing.lead')}</p>
      </div>
      {checkoutReturn === 'done' && (
        <Callout tone="success" title={t('billing.payOnline.doneTitle')}>
          {t('billing.payOnline.done')}
        </Callout>
      )}
      {checkoutReturn === 'cancelled' && (
        <Callout tone="info" title={t('billing.payOnline.cancelledTitle')}>
          {t('billing.payOnline.cancelled')}
        </Callout>
      )}
      {overdue.map((invoice) => (
        <OverdueNotice
          key={invoice.id}
          invoice={invoice}
          listingHidden={data.hiddenUntilPaid?.invoiceId === invoice.id}
        />
      ))}
      <Card>
        <h3 className="text-sm text-slate-600">{t('billing.plan')}</h3>
        <p className="mt-1 text-2xl font-semibold">{t(`tiers.${data.tier}`)}</p>
        <p className="text-slate-600">{t('billing.since', { date: formatDay(data.startsOn, language) })}</p>
        {data.nextTier && data.nextTierFrom && (
          <p className="mt-2 font-medium text-brand-700">
            {t('billing.next', {
              date: formatDay(data.nextTierFrom, language),
              tier: t(`tiers.${data.nextTier}`),
            })}
          </p>
        )}
        <h3 className="mt-6 font-semibold">{t('billing.change')}</h3>
        <p className="text-sm text-slate-600">
          {t('billing.changeHint', { date: formatDay(data.changesTakeEffectOn, language) })}
        </p>
        <ul className="mt-3 grid gap-2 sm:grid-cols-2 xl:grid-cols-5">
          {PLAN_TIERS.map((tier) => (
            <li
              key={tier}
              className={cn(
                'flex flex-col gap-2 rounded-lg border p-3',
                tier === upcoming ? 'border-brand-600 bg-brand-50' : 'border-slate-200',
              )}
            >
              <span className="font-medium">{t(`tiers.${tier}`)}</span>
              <PlanPrice tier={tier} />
              {PLANS[tier].onRequest && tier !== upcoming && (
                <p className="text-sm text-slate-600">{t('billing.enterprise.hint')}</p>
              )}
              <div className="mt-auto">
                {tier === upcoming ? (
                  <Badge tone="brand">
                    {tier === data.tier
                      ? t('billing.current')
                      : t('billing.pending', { date: formatDay(data.nextTierFrom ?? '', language) })}
                  </Badge>
                ) : PLANS[tier].onRequest && tier !== data.tier ? (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setAskingOffer(true)}
                    aria-label={t('billing.enterprise.requestLabel')}
                  >
                    {t('billing.enterprise.request')}
                  </Button>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => setAsking(tier)}
                    aria-label={
                      tier === data.tier
                        ? t('billing.keep', { tier: t(`tiers.${tier}`) })
                        : t('billing.choose', { tier: t(`tiers.${tier}`) })
                    }
                  >
                    {tier === data.tier ? t('billing.keepShort') : t('billing.chooseShort')}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
        {asking && (
          <PlanChangeDialog
            billing={data}
            tier={asking}
            pending={change.isPending}
            onClose={() => setAsking(null)}
            onConfirm={() => change.mutate({ tier: asking, data })}
          />
        )}
        {askingOffer && (
          <ConfirmStepDialog
            open
            onOpenChange={(next) => !next && setAskingOffer(false)}
            title={t('billing.enterprise.title')}
            consequences={[
              t('billing.enterprise.body', { hours: formatNumber(SUPPORT_RESPONSE_HOURS, language) }),
              t('billing.enterprise.unchanged'),
            ]}
            confirmLabel={t('billing.enterprise.confirm')}
            backLabel={t('billing.confirm.back')}
            pending={offer.isPending}
            onConfirm={() => offer.mutate()}
          />
        )}
      </Card>

      <section>
        <h3 className="text-lg font-semibold">{t('billing.invoices')}</h3>
        {data.invoices.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('billing.noInvoices')}</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {data.invoices.map((invoice) => (
              <li key={invoice.id} className="rounded-xl border border-slate-200 bg-white">
                <div className="grid grid-cols-2 items-center gap-x-6 gap-y-2 p-4 sm:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)_minmax(0,1fr)_7rem]">
                  <div className="col-span-2 sm:col-span-1">
                    <p className="font-semibold">{invoice.number}</p>
                    <p className="text-sm text-slate-600">
                      {`${formatDay(invoice.periodStart, language)} – ${formatDay(invoice.periodEnd, language)}`}
                    </p>
                  </div>
                  <div>
                    <p className="text-sm text-slate-600">{t('billing.amount')}</p>
                    <p className="font-medium tabular-nums">{money(invoice.grossCents)}</p>
                  </div>
                  <div>
                    <p className="text-sm text-slate-600">{t('billing.due')}</p>
                    <p>{formatDay(invoice.dueOn, language)}</p>
                  </div>
                  <div>
                    <Badge
                      tone={invoice.status !== 'issued' ? 'success' : invoice.overdue ? 'danger' : 'warning'}
                    >
                      {invoice.status === 'paid'
                        ? t('billing.paid')
                        : invoice.status === 'credited'
                          ? t('billing.credited')
                          : invoice.overdue
                            ? t('billing.overdue')
                            : t('billing.issued')}
                    </Badge>
                  </div>
                  <div className="flex flex-wrap justify-end gap-2 max-sm:justify-self-end sm:col-span-full">
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={open === invoice.id}
                      aria-controls={`invoice-${invoice.id}`}
                      onClick={() => setOpen(open === invoice.id ? null : invoice.id)}
                    >
                      {open === invoice.id ? t('billing.hide') : t('billing.view')}
                    </Button>
                    <a
                      href={partnerApi.invoicePdfUrl(invoice.id)}
                      className="inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium text-brand-700 hover:bg-brand-50"
                      download
                    >
                      <Download className="size-4" aria-hidden="true" />
                      {t('billing.download')}
                    </a>
                  </div>
                </div>
                {open === invoice.id && (
                  <div id={`invoice-${invoice.id}`} className="border-t border-slate-200 p-3 sm:p-4">
                    <InvoiceView invoice={invoice} />
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <CreditNoteList notes={data.creditNotes} />
    </div>
  )
}
