import { Badge } from '@web/components/ui/badge'
import { Spinner } from '@web/components/ui/spinner'
import type { ApiCheck } from '@web/features/dev-tools/api/api-checks'
import type { CheckState } from '@web/features/dev-tools/hooks/use-api-checks'
import { formatMilliseconds } from '@web/features/dev-tools/lib/format'
import { useUiLanguage } from '@web/i18n/use-ui-language'
import { CheckCircle2, Clock, XCircle } from 'lucide-react'
import { useTranslation } from 'react-i18next'

function StatusBadge({ state }: { state: CheckState }) {
  const { t } = useTranslation('devtools')
  switch (state.status) {
    case 'pending':
      return <Badge icon={<Clock className="size-4" aria-hidden="true" />}>{t('api.status.pending')}</Badge>
    case 'running':
      return (
        <Badge tone="brand" icon={<Spinner className="size-4" />}>
          {t('api.status.running')}
        </Badge>
      )
    case 'ok':
      return (
        <Badge tone="success" icon={<CheckCircle2 className="size-4" aria-hidden="true" />}>
          {t('api.status.ok', { status: state.httpStatus })}
        </Badge>
      )
    case 'failed':
      return (
        <Badge tone="danger" icon={<XCircle className="size-4" aria-hidden="true" />}>
          {state.httpStatus
            ? t('api.status.failed', { status: state.httpStatus })
            : t('api.status.unreachable')}
        </Badge>
      )
  }
}

export function ApiCheckRow({ check, state }: { check: ApiCheck; state: CheckState }) {
  const { t } = useTranslation('devtools')
  const language = useUiLanguage()
  const done = state.status === 'ok' || state.status === 'failed'
  return (
    <li className="grid gap-3 p-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,3fr)] sm:items-start sm:gap-4">
      <div className="min-w-0">
        <p className="font-semibold">{t(`api.checks.${check.id}`)}</p>
        <p className="mt-0.5 font-mono text-sm break-all text-slate-600">GET {check.path}</p>
      </div>
      <dl className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:items-start">
        <div>
          <dt className="sr-only">{t('api.columns.status')}</dt>
          <dd>
            <StatusBadge state={state} />
          </dd>
        </div>
        <div className="flex gap-1.5 text-sm">
          <dt className="text-slate-600">{t('api.columns.latency')}</dt>
          <dd className="font-medium tabular-nums">
            {done && state.latencyMs !== undefined ? formatMilliseconds(state.latencyMs, language) : '—'}
          </dd>
        </div>
      </dl>
      <p className="text-slate-700 sm:pt-0.5">
        <span className="sr-only">{t('api.columns.result')}: </span>
        {state.verdict ? (
          t(state.verdict.messageKey, state.verdict.values)
        ) : (
          <span className="text-slate-600">{t('api.result.waiting')}</span>
        )}
      </p>
    </li>
  )
}
