import type { AnalyticsQuery } from '@shared/admin/analytics-schemas'
import type { LandingVersionRow } from '@shared/admin/landing-version-schemas'
import { formatNumber } from '@shared/format/number'
import type { UiLanguage } from '@shared/i18n/languages'
import { LANDING_CONVERSIONS, type LandingConversion } from '@shared/landing/landing-versions'
import { type ProportionTestResult, twoProportionTest } from '@shared/landing/two-proportion-test'
import { Badge } from '@web/components/ui/badge'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { useLandingVersionStats } from '@web/features/admin/api/console-api'
import { LoadFailure } from '@web/features/admin/components/load-failure'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

const rateOf = (count: number, visitors: number, language: UiLanguage) =>
  visitors > 0
    ? formatNumber(count / visitors, language, { style: 'percent', maximumFractionDigits: 1 })
    : '—'

/** Below 0.001 a p-value says nothing more precise that matters here. */
const pValueText = (p: number, language: UiLanguage) =>
  p < 0.001
    ? `< ${formatNumber(0.001, language)}`
    : formatNumber(p, language, { maximumSignificantDigits: 2 })

function Verdict({ result }: { result: ProportionTestResult | null }) {
  const { t } = useTranslation('admin')
  if (!result?.significant)
    return (
      <span className="flex flex-col items-end gap-0.5">
        <Badge>{t('analytics.landing.notSignificant')}</Badge>
        {(!result || result.tooSmall) && (
          <span className="text-xs text-slate-600">{t('analytics.landing.tooFew')}</span>
        )}
      </span>
    )
  return (
    <Badge tone={result.difference > 0 ? 'success' : 'warning'}>
      {t(result.difference > 0 ? 'analytics.landing.bBetter' : 'analytics.landing.aBetter')}
    </Badge>
  )
}

function ConversionRow({
  conversion,
  a,
  b,
}: {
  conversion: LandingConversion
  a: LandingVersionRow
  b: LandingVersionRow
}) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const result = twoProportionTest(
    a.conversions[conversion],
    a.visitors,
    b.conversions[conversion],
    b.visitors,
  )
  const cell = (row: LandingVersionRow) =>
    t('analytics.landing.rate', {
      rate: rateOf(row.conversions[conversion], row.visitors, language),
      count: formatNumber(row.conversions[conversion], language),
    })
  return (
    <tr className="border-t border-slate-100">
      <th scope="row" className="px-3 py-2 text-left font-medium">
        {t(`analytics.landing.events.${conversion}`)}
      </th>
      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{cell(a)}</td>
      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">{cell(b)}</td>
      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
        {result
          ? t('analytics.landing.points', {
              value: formatNumber(result.difference * 100, language, {
                signDisplay: 'exceptZero',
                maximumFractionDigits: 1,
              }),
            })
          : '—'}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
        {result ? pValueText(result.pValue, language) : '—'}
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right">
        <Verdict result={result} />
      </td>
    </tr>
  )
}

/**
 * Landing versions A and B side by side (ADR 032): each version's visitors of the
 * period, each conversion's rate, and a two-proportion z-test of B against A per conversion.
 */
export function LandingVersionTable({ query }: { query: Partial<AnalyticsQuery> }) {
  const { t } = useTranslation('admin')
  const language = useUiLanguage()
  const titleId = useId()
  const stats = useLandingVersionStats(query)
  const [a, b] = stats.data?.versions ?? []

  return (
    <Card>
      <section aria-labelledby={titleId} className="space-y-3">
        <div>
          <h3 id={titleId} className="text-lg font-semibold">
            {t('analytics.landing.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('analytics.landing.hint')}</p>
        </div>
        {stats.isPending ? (
          <Skeleton className="h-48 w-full" />
        ) : stats.isError || !a || !b ? (
          <LoadFailure onRetry={() => void stats.refetch()} />
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard
          <div tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200">
            <table className="w-full min-w-[40rem] text-sm">
              <caption className="sr-only">{t('analytics.landing.title')}</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-semibold">
                    {t('analytics.landing.conversion')}
                  </th>
                  {[a, b].map((row) => (
                    <th key={row.version} scope="col" className="px-3 py-2 text-right font-semibold">
                      {t('analytics.version', { version: row.version })}
                    </th>
                  ))}
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('analytics.landing.difference')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('analytics.landing.pValue')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-semibold">
                    {t('analytics.landing.verdict')}
                  </th>
                </tr>
              </thead>
              <tbody>
                <tr className="border-t border-slate-100">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {t('analytics.landing.visitors')}
                  </th>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatNumber(a.visitors, language)}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                    {formatNumber(b.visitors, language)}
                  </td>
                  <td colSpan={3} />
                </tr>
                {LANDING_CONVERSIONS.map((conversion) => (
                  <ConversionRow key={conversion} conversion={conversion} a={a} b={b} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Card>
  )
}
