import { dateTimeFormat } from '@shared/format/date-time'
import { Badge } from '@web/components/ui/badge'
import { Button } from '@web/components/ui/button'
import { Callout } from '@web/components/ui/callout'
import { Card } from '@web/components/ui/card'
import { Skeleton } from '@web/components/ui/skeleton'
import { useHealthCheck } from '@web/features/dev-tools/api/check-health'
import { formatMilliseconds, formatUptime } from '@web/features/dev-tools/lib/format'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { RefreshCw } from 'lucide-react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

function Item({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2.5">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className="mt-0.5 font-semibold break-words">{children}</dd>
    </div>
  )
}

export function HealthCard() {
  const { t } = useTranslation('devtools')
  const { data, isPending, isFetching, refetch } = useHealthCheck()
  const language = useUiLanguage()
  const health = data?.health ?? null
  const reachable = Boolean(health)
  const databaseOk = health?.database === 'ok'

  const summary = isPending
    ? t('backend.checking')
    : !reachable
      ? t('backend.noConnection')
      : databaseOk
        ? t('backend.summaryOk')
        : t('backend.databaseDownMessage')

  return (
    <Card className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-mono text-sm text-slate-700">GET /health</p>
        {!isPending && (
          <Badge tone={reachable && databaseOk ? 'success' : 'danger'}>
            {reachable
              ? databaseOk
                ? t('backend.badgeOk')
                : t('backend.badgeDegraded')
              : t('backend.badgeOffline')}
          </Badge>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {isFetching ? t('backend.checking') : summary}
      </p>

      {isPending ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
            <Skeleton key={key} className="h-16" />
          ))}
        </div>
      ) : (
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Item term={t('backend.database')}>
            {health ? (
              <Badge tone={databaseOk ? 'success' : 'danger'}>
                {databaseOk ? t('backend.databaseOk') : t('backend.databaseDown')}
              </Badge>
            ) : (
              '—'
            )}
          </Item>
          <Item term={t('backend.service')}>
            {health ? (
              <Badge tone={health.status === 'ok' ? 'success' : 'warning'}>
                {health.status === 'ok' ? t('backend.serviceOk') : t('backend.serviceDegraded')}
              </Badge>
            ) : (
              '—'
            )}
          </Item>
          <Item term={t('backend.version')}>{health?.version ?? '—'}</Item>
          <Item term={t('backend.uptime')}>
            {health ? formatUptime(health.uptimeSeconds, language) : '—'}
          </Item>
          <Item term={t('backend.responseTime')}>
            {data ? formatMilliseconds(data.responseMs, language) : '—'}
          </Item>
          <Item term={t('backend.httpStatus')}>
            {data?.httpStatus ? data.httpStatus : t('backend.noAnswer')}
          </Item>
        </dl>
      )}

      {!isPending && !reachable && (
        <Callout tone="error" title={t('backend.noConnection')}>
          {t('backend.noConnectionHint')}
        </Callout>
      )}
      {!isPending && reachable && !databaseOk && (
        <Callout tone="error" title={t('backend.databaseDownMessage')}>
          {t('backend.databaseDownHint')}
        </Callout>
      )}

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">
          {data
            ? t('backend.checkedAt', {
                time: dateTimeFormat(language, { timeStyle: 'medium' }).format(data.checkedAt),
              })
            : t('backend.checking')}
        </p>
        <Button variant="secondary" onClick={() => !isFetching && refetch()} loading={isFetching}>
          {!isFetching && <RefreshCw className="size-4" aria-hidden="true" />}
          {t('backend.checkAgain')}
        </Button>
      </div>
    </Card>
  )
}
