import { Card } from '@web/components/ui/card'
import { DevPage } from '@web/features/dev-tools/components/dev-page'
import { DevSection } from '@web/features/dev-tools/components/dev-section'
import { DiagnosticsDialog } from '@web/features/dev-tools/components/diagnostics-dialog'
import { HealthCard } from '@web/features/dev-tools/components/health-card'
import { Database, Server } from 'lucide-react'
import { useTranslation } from 'react-i18next'

/** /test-supabase: the original checked a hosted backend-as-a-service; LuxPro checks its own API and database. */
export function TestSupabasePage() {
  const { t } = useTranslation('devtools')
  return (
    <DevPage title={t('backend.title')} lead={t('backend.lead')}>
      <DevSection title={t('backend.statusTitle')} lead={t('backend.statusLead')}>
        <HealthCard />
      </DevSection>

      <DevSection title={t('backend.aboutTitle')}>
        <div className="grid gap-4 md:grid-cols-2">
          <Card className="flex gap-3">
            <Server className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{t('backend.apiTitle')}</h3>
              <p className="mt-1 text-slate-600">{t('backend.apiBody')}</p>
            </div>
          </Card>
          <Card className="flex gap-3">
            <Database className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{t('backend.databaseTitle')}</h3>
              <p className="mt-1 text-slate-600">{t('backend.databaseBody')}</p>
            </div>
          </Card>
        </div>
      </DevSection>

      <DevSection title={t('backend.diagnosticsTitle')} lead={t('backend.diagnosticsLead')}>
        <DiagnosticsDialog />
      </DevSection>
    </DevPage>
  )
}
