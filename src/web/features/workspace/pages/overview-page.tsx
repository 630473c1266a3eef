import { dateTimeFormat } from '@shared/format/date-time'
import { formatNumber, formatPercent } from '@shared/format/number'
import { useQuery } from '@tanstack/react-query'
import { LocalizedLink } from '@web/components/localized-link'
import { NoListingCallout } from '@web/components/no-listing-callout'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { cn } from '@web/components/ui/cn'
import { Skeleton } from '@web/components/ui/skeleton'
import { OnboardingChecklist } from '@web/features/workspace/overview/onboarding-checklist'
import { overviewApi, overviewKeys } from '@web/features/workspace/overview/overview-api'
import { useDocumentTitle } from '@web/hooks/use-document-title'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { isNoListing } from '@web/lib/api/failure-text'
import { responseTimeFigure } from '@web/lib/format/response-time'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'

const OverviewCharts = lazy(() => import('@web/features/workspace/overview/overview-charts'))

function Tile({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  )
}

/** A meter of what the plan allows this month. */
function Usage({
  label,
  used,
  allowed,
  unlimited,
}: {
  label: string
  used: number
  allowed: number | null
  unlimited: string
}) {
  const language = useUiLanguage()
  const share = allowed ? Math.min(100, Math.round((used / allowed) * 100)) : 0
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span>{label}</span>
        <span className="tabular-nums">
          {allowed === null
            ? `${formatNumber(used, language)} · ${unlimited}`
            : `${formatNumber(used, language)} / ${formatNumber(allowed, language)}`}
        </span>
      </div>
      {allowed !== null && (
        <meter
          className={cn('mt-1 block h-2 w-full', share >= 100 && 'text-danger')}
          aria-label={label}
          min={0}
          max={allowed}
          high={allowed * 0.9}
          value={Math.min(used, allowed)}
        />
      )}
    </div>
  )
}

/**
 * /dashboard/overview: the onboarding checklist until the listing is live, then what a lead is worth
 * over 30 or 90 days (leads, answers, quotes, win rate, response time, views, appearances) and the
 * plan's usage.
 */
export function OverviewPage() {
  const { t } = useTranslation('partners')
  const language = useUiLanguage()
  const [days, setDays] = useState<30 | 90>(30)
  useDocumentTitle(t('overview.title'))
  const onboarding = useQuery({
    queryKey: overviewKeys.onboarding,
    queryFn: ({ signal }) => overviewApi.onboarding(signal),
  })
  const overview = useQuery({
    queryKey: overviewKeys.overview(days),
    queryFn: ({ signal }) => overviewApi.overview(days, signal),
    enabled: onboarding.isSuccess,
  })

  if (onboarding.isPending) return <Skeleton className="h-96 w-full" />
  if (onboarding.isError) {
    if (isNoListing(onboarding.error)) return <NoListingCallout />
    return (
      <Callout tone="error" title={t('overview.loadFailed')}>
        <Button variant="secondary" size="sm" className="mt-2" onClick={() => void onboarding.refetch()}>
          {t('billing.retry')}
        </Button>
      </Callout>
    )
  }
  const o = overview.data
  const n = (value: number) => formatNumber(value, language)
  const dayLabel = (day: string) =>
    dateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    )

  return (
    <div className="space-y-8">
      <div>
        <h2 className="text-2xl font-bold tracking-tight">{t('overview.title')}</h2>
        <p className="mt-1 text-slate-600">{t('overview.lead', { name: onboarding.data.providerName })}</p>
      </div>
      <OnboardingChecklist onboarding={onboarding.data} />

      <section className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold">{t('overview.figures')}</h3>
          <div className="inline-flex rounded-lg border border-slate-300 p-0.5">
            {([30, 90] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={days === value}
                onClick={() => setDays(value)}
                className={cn(
                  'min-h-9 rounded-md px-3 text-sm font-medium',
                  days === value ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {t('overview.days', { count: value })}
              </button>
            ))}
          </div>
        </div>
        {!o ? (
          <Skeleton className="h-48 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
              <Tile label={t('overview.leadsReceived')} value={n(o.leadsReceived)} />
              <Tile label={t('overview.leadsAnswered')} value={n(o.leadsAnswered)} />
              <Tile label={t('overview.quotesSent')} value={n(o.quotesSent)} />
              <Tile label={t('overview.quotesAccepted')} value={n(o.quotesAccepted)} />
              <Tile
                label={t('overview.winRate')}
                value={o.winRate === null ? '—' : formatPercent(o.winRate * 100, language)}
                hint={t('overview.winRateHint')}
              />
              <Tile
                label={t('overview.responseTime')}
                value={
                  o.medianResponseMinutes === null
                    ? '—'
                    : responseTimeFigure(o.medianResponseMinutes, language)
                }
                hint={t('overview.responseTimeHint')}
              />
              <Tile label={t('overview.profileViews')} value={n(o.profileViews)} />
              <Tile label={t('overview.searchAppearances')} value={n(o.searchAppearances)} />
            </dl>
            <Suspense fallback={<Skeleton className="h-48 w-full" />}>
              <OverviewCharts
                series={o.series}
                dayLabel={dayLabel}
                labels={{
                  leads: t('overview.leadsPerDay'),
                  views: t('overview.profileViews'),
                  appearances: t('overview.searchAppearances'),
                }}
              />
            </Suspense>
            <Card className="space-y-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">
                  {t('overview.planUsage', { tier: t(`tiers.${o.plan.tier}`) })}
                </h3>
                <LocalizedLink
                  to="/dashboard/billing"
                  className="text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {t('overview.billingLink')}
                </LocalizedLink>
              </div>
              <Usage
                label={t('overview.leadsThisMonth')}
                used={o.plan.leadsThisMonth}
                allowed={o.plan.leadsPerMonth}
                unlimited={t('overview.unlimited')}
              />
              <Usage
                label={t('overview.categories')}
                used={o.plan.categoriesUsed}
                allowed={o.plan.categoriesAllowed}
                unlimited={t('overview.unlimited')}
              />
            </Card>
          </>
        )}
      </section>
    </div>
  )
}
