import { API_DOCS_PATH } from '@shared/api/operation'
import { Button } from '@web/components/ui/button'
import { ApiCheckRow } from '@web/features/dev-tools/components/api-check-row'
import { DevPage } from '@web/features/dev-tools/components/dev-page'
import { DevSection } from '@web/features/dev-tools/components/dev-section'
import { useApiChecks } from '@web/features/dev-tools/hooks/use-api-checks'
import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'

export function TestApiPage() {
  const { t } = useTranslation('devtools')
  const { checks, states, running, run } = useApiChecks()
  const passed = checks.filter((item) => states[item.id]?.status === 'ok').length

  return (
    <DevPage title={t('api.title')} lead={t('api.lead')}>
      <DevSection title={t('api.checksTitle')} lead={t('api.checksLead')}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" aria-live="polite" className="font-medium">
            {running ? t('api.running') : t('api.summary', { passed, total: checks.length })}
          </p>
          <Button onClick={() => !running && run()} loading={running}>
            {!running && <RotateCw className="size-4" aria-hidden="true" />}
            {t('api.runAgain')}
          </Button>
        </div>
        <div className="overflow-hidden rounded-[var(--radius-card)] border border-slate-200 bg-white shadow-sm">
          <div
            className="hidden grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,3fr)] gap-4 border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm font-medium text-slate-600 sm:grid"
            aria-hidden="true"
          >
            <span>{t('api.columns.check')}</span>
            <span>{t('api.columns.status')}</span>
            <span>{t('api.columns.result')}</span>
          </div>
          <ul className="divide-y divide-slate-200">
            {checks.map((item) => (
              <ApiCheckRow key={item.id} check={item} state={states[item.id] ?? { status: 'pending' }} />
            ))}
          </ul>
        </div>
      </DevSection>

      <DevSection title={t('api.aboutTitle')}>
        <ul className="list-disc space-y-1 pl-5 text-slate-700">
          <li>{t('api.about.sequential')}</li>
          <li>{t('api.about.uncached')}</li>
          <li>
            {t('api.about.docs')}{' '}
            <a
              href={API_DOCS_PATH}
              className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-600"
            >
              {t('api.about.docsLink')}
            </a>
          </li>
        </ul>
      </DevSection>
    </DevPage>
  )
}
